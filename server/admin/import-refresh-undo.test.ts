import { beforeAll, describe, expect, it } from "vitest";
import { businessHistory, importUndoResult } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { importJobWith } from "../test/refresh-import";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const historyOf = async (id: number) => businessHistory.parse((await agent.get(apiPaths.admin.businessHistory(id)).expect(200)).body).edits;

describe("undoing a refresh import", () => {
  it("when a refresh is undone, then its updates go back, a field edited by hand since keeps its edit and is named, and its new rows go to the trash", async () => {
    const [a, b] = [businessRow(), businessRow()];
    await importFile(agent, makeCsv([a, b]), "first.csv");
    const fresh = businessRow();
    const job = await importJobWith(agent, makeCsv([{ ...a, rating: 2.5, phone: "+1 217-555-0111" }, { ...b, rating: 3.5 }, fresh]), "refresh.csv", "update");
    expect(job).toMatchObject({ status: "done", imported: 1, updated: 2 });
    const listedA = await fetchByPlaceId(context, String(a.place_id));
    await agent.patch(apiPaths.admin.business(listedA.id)).send({ phone: "+1 217-555-0142" }).expect(200);

    const result = importUndoResult.parse((await agent.post(apiPaths.admin.importUndo(job.id)).expect(200)).body);
    expect(result).toMatchObject({ removed: 1, reverted: 2, keptFieldCount: 1, keptFields: [{ id: listedA.id, name: listedA.name, field: "phone" }] });
    expect(result.message).toContain("2 updates reverted");
    expect(await fetchByPlaceId(context, String(a.place_id))).toMatchObject({ rating: 4.6, phone: "+1 217-555-0142" });
    expect(await fetchByPlaceId(context, String(b.place_id))).toMatchObject({ rating: 4.6 });
    const [latest] = await historyOf(listedA.id);
    expect(latest).toMatchObject({ source: "import", sourceId: job.id, changes: [{ field: "rating", previous: 2.5, next: 4.6 }] });
    expect(latest?.revertsEditId).not.toBeNull();
  });

  it("when a refresh only updated businesses, then it can be undone, once", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const job = await importJobWith(agent, makeCsv([{ ...row, name: `${String(row.name)} Two` }]), "rename.csv", "update");
    expect(job).toMatchObject({ imported: 0, updated: 1 });
    const result = importUndoResult.parse((await agent.post(apiPaths.admin.importUndo(job.id)).expect(200)).body);
    expect(result).toMatchObject({ removed: 0, reverted: 1, keptFieldCount: 0 });
    expect((await fetchByPlaceId(context, String(row.place_id))).name).toBe(row.name);
    await agent.post(apiPaths.admin.importUndo(job.id)).expect(409);
  });

  it("when the edit dialog reverts a refresh's change of fields the form does not edit, then photos and coordinates go back", async () => {
    const row = businessRow({ latitude: 39.78, longitude: -89.65 });
    await importFile(agent, makeCsv([row]), "first.csv");
    const before = await fetchByPlaceId(context, String(row.place_id));
    const res = await upload(agent, makeCsv([{ ...row, photo: "https://images.example.com/other.jpg", latitude: 41.5, longitude: -87.1 }]), "moved.csv")
      .query({ existing: "update" })
      .expect(200);
    expect(res.body.stats).toMatchObject({ updated: 1 });
    const [edit] = await historyOf(before.id);
    expect(edit?.changes.map((c) => c.field).sort()).toEqual(["latitude", "longitude", "photos"]);
    expect(edit?.source).toBe("import");
    expect(edit?.sourceId).toEqual(expect.any(Number));
    await agent.post(apiPaths.admin.revertEdit(before.id, edit?.id ?? 0)).expect(200);
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ photos: before.photos, latitude: 39.78, longitude: -89.65 });
  });

  it("when the operator reverted a refresh's change, then the next refresh keeps the operator's choice", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const listed = await fetchByPlaceId(context, String(row.place_id));
    await importJobWith(agent, makeCsv([{ ...row, rating: 1.5 }]), "down.csv", "update");
    const [edit] = await historyOf(listed.id);
    await agent.post(apiPaths.admin.revertEdit(listed.id, edit?.id ?? 0)).expect(200);
    const again = await importJobWith(agent, makeCsv([{ ...row, rating: 1.5 }]), "down-again.csv", "update");
    expect(again).toMatchObject({ updated: 0, unchanged: 1, keptEdited: 1 });
    expect((await fetchByPlaceId(context, String(row.place_id))).rating).toBe(4.6);
  });

  it("when the operator reverts a hand edit, then the field is no longer kept and the next refresh updates it", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const listed = await fetchByPlaceId(context, String(row.place_id));
    await agent.patch(apiPaths.admin.business(listed.id)).send({ phone: "+1 217-555-0142" }).expect(200);
    const [hand] = await historyOf(listed.id);
    await agent.post(apiPaths.admin.revertEdit(listed.id, hand?.id ?? 0)).expect(200);
    const job = await importJobWith(agent, makeCsv([{ ...row, phone: "+1 217-555-0177" }]), "phone.csv", "update");
    expect(job).toMatchObject({ updated: 1, keptEdited: 0 });
    expect((await fetchByPlaceId(context, String(row.place_id))).phone).toBe("+1 217-555-0177");
  });
});
