import { beforeAll, describe, expect, it } from "vitest";
import { businessHistory, importResult } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { businessCount, fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { businessRow, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { importJobWith } from "../test/refresh-import";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

describe("refresh imports (existing=update)", () => {
  it("when existing is left out, then a listed place id is skipped as before and counted as a duplicate", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const result = await importFile(agent, makeCsv([{ ...row, phone: "+1 217-555-0199" }]), "again.csv");
    expect(result.stats).toMatchObject({ imported: 0, duplicatesSkipped: 1, updated: 0, unchanged: 0 });
    expect((await fetchByPlaceId(context, String(row.place_id))).phone).toBe("+1 217-555-0100");
  });

  it("when a listed business differs, then every differing column is updated, the slug stays and the history names the import", async () => {
    const row = businessRow({ latitude: 39.78, longitude: -89.65 });
    await importFile(agent, makeCsv([row]), "first.csv");
    const before = await fetchByPlaceId(context, String(row.place_id));
    const changed = {
      ...row,
      name: `${String(row.name)} Renamed`,
      phone: "+1 217-555-0199",
      rating: 3.9,
      reviews: 120,
      business_status: "CLOSED_PERMANENTLY",
      latitude: 40.1,
      longitude: -88.2,
      time_zone: "America/Chicago",
      photo: "https://images.example.com/new.jpg",
      site: "https://renamed.example.com/",
      email: "hello@renamed.example.com",
      description: "Now with hot towels",
    };
    const job = await importJobWith(agent, makeXlsx([changed]), "changed.xlsx", "update");
    expect(job).toMatchObject({ status: "done", existing: "update", imported: 0, updated: 1, unchanged: 0, keptEdited: 0, duplicatesSkipped: 0 });
    const after = await fetchByPlaceId(context, String(row.place_id));
    expect(after).toMatchObject({
      id: before.id,
      slug: before.slug,
      name: changed.name,
      phone: "+1 217-555-0199",
      rating: 3.9,
      reviewCount: 120,
      businessStatus: "CLOSED_PERMANENTLY",
      latitude: 40.1,
      longitude: -88.2,
      website: "https://renamed.example.com/",
      email: "hello@renamed.example.com",
      description: "Now with hot towels",
    });
    expect(after.photos).toEqual(["https://images.example.com/new.jpg"]);
    const history = businessHistory.parse((await agent.get(apiPaths.admin.businessHistory(before.id)).expect(200)).body);
    expect(history.edits).toHaveLength(1);
    expect(history.edits[0]).toMatchObject({ source: "import", sourceId: job.id, revertsEditId: null });
    expect(history.edits[0]?.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        "name",
        "phone",
        "rating",
        "reviewCount",
        "businessStatus",
        "latitude",
        "longitude",
        "photos",
        "website",
        "email",
        "description",
      ]),
    );
  });

  it("when the file lacks a column or has an empty cell, then that field is left as it is", async () => {
    const row = businessRow({ site: "https://kept.example.com/" });
    await importFile(agent, makeCsv([row]), "first.csv");
    const sparse = { name: row.name, category: row.category, place_id: row.place_id, phone: "", reviews: "", rating: "" };
    const result = importResult.parse(
      (
        await upload(agent, makeCsv([sparse]), "sparse.csv")
          .query({ existing: "update" })
          .expect(200)
      ).body,
    );
    expect(result.stats).toMatchObject({ imported: 0, updated: 0, unchanged: 1, duplicatesSkipped: 0 });
    const after = await fetchByPlaceId(context, String(row.place_id));
    expect(after).toMatchObject({ phone: "+1 217-555-0100", rating: 4.6, reviewCount: 37, website: "https://kept.example.com/" });
    expect(after.address).toBe("12 Elm St, Springfield, IL 62701");
  });

  it("when the operator edited a field by hand, then the refresh keeps it, counts it and lists it with the file's value", async () => {
    const row = businessRow();
    await importFile(agent, makeCsv([row]), "first.csv");
    const listed = await fetchByPlaceId(context, String(row.place_id));
    await agent.patch(apiPaths.admin.business(listed.id)).send({ phone: "+1 217-555-0142" }).expect(200);
    const job = await importJobWith(agent, makeCsv([{ ...row, phone: "+1 217-555-0199", rating: 4.1 }]), "changed.csv", "update");
    expect(job).toMatchObject({
      updated: 1,
      keptEdited: 1,
      keptEditedFields: [{ id: listed.id, name: listed.name, field: "phone", value: "+1 217-555-0199" }],
    });
    expect(await fetchByPlaceId(context, String(row.place_id))).toMatchObject({ phone: "+1 217-555-0142", rating: 4.1 });
  });

  it("when a refresh file holds new, changed, unchanged and repeated rows, then each is counted once where it belongs", async () => {
    const [a, b, c] = [businessRow(), businessRow(), businessRow()];
    await importFile(agent, makeCsv([a, b]), "first.csv");
    const before = await businessCount(context);
    const file = makeCsv([{ ...a, rating: 2.2 }, b, c, { ...b, rating: 1.1 }]);
    const job = await importJobWith(agent, file, "mixed.csv", "update");
    expect(job).toMatchObject({ imported: 1, updated: 1, unchanged: 1, duplicatesSkipped: 1, totalErrors: 0 });
    expect(await businessCount(context)).toBe(before + 1);
  });

  it("when existing is neither skip nor update, then the upload is refused with 400", async () => {
    const res = await upload(agent, makeCsv([businessRow()]), "bad.csv").query({ existing: "merge" });
    expect(res.status).toBe(400);
    expect(res.body.errors?.existing).toBeDefined();
  });
});
