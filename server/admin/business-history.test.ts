import { describe, expect, it } from "vitest";
import { businessHistory } from "../../shared/admin-api";
import { business } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import type { Agent } from "../test/admin-import";
import { insertBusinesses } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

const history = async (agent: Agent, id: number) => businessHistory.parse((await agent.get(`/api/admin/businesses/${id}/history`).expect(200)).body).edits;
const revert = (agent: Agent, id: number, editId: number) => agent.post(`/api/admin/businesses/${id}/history/${editId}/revert`);
const publicName = async (id: number) => business.parse((await context.request.get(`/api/businesses/${id}`).expect(200)).body).name;

describe("edit history", () => {
  it("when a business is edited, then its history lists each change with the values before and after, the latest first", async () => {
    const agent = await loginAgent(context);
    const [row] = await insertBusinesses(context, [{ name: "Before & Co", rating: 4.5, phone: null }]);
    if (!row) throw new Error("row not inserted");
    expect(await history(agent, row.id)).toEqual([]);
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ name: "After & Co", rating: 3.9, phone: "(512) 555-0100" }).expect(200);
    // A field sent with its current value is no change.
    await agent
      .patch(`/api/admin/businesses/${row.id}`)
      .send({ openingHours: { Monday: "9AM-5PM" }, rating: 3.9 })
      .expect(200);
    const edits = await history(agent, row.id);
    expect(edits.map((e) => e.changes)).toEqual([
      [{ field: "openingHours", previous: null, next: { Monday: "9AM-5PM" } }],
      [
        { field: "name", previous: "Before & Co", next: "After & Co" },
        { field: "phone", previous: null, next: "(512) 555-0100" },
        { field: "rating", previous: 4.5, next: 3.9 },
      ],
    ]);
    expect(edits.every((e) => e.revertsEditId === null && !Number.isNaN(Date.parse(e.editedAt)))).toBe(true);
  });

  it("when an edit is reverted, then its previous values come back as a new edit; a field changed again since is refused with 409 naming it", async () => {
    const agent = await loginAgent(context);
    const [row] = await insertBusinesses(context, [{ name: "First name", rating: 4.1 }]);
    if (!row) throw new Error("row not inserted");
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ name: "Second name", rating: 4.8 }).expect(200);
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ name: "Third name" }).expect(200);
    const [latest, earlier] = await history(agent, row.id);
    if (!latest || !earlier) throw new Error("edits not recorded");

    const refused = await revert(agent, row.id, earlier.id).expect(409);
    expect(refused.body.message).toBe("Cannot revert: name changed again after this edit; revert the later change first");
    expect(Object.keys(refused.body.errors)).toEqual(["name"]);
    expect(await publicName(row.id)).toBe("Third name");

    expect(business.parse((await revert(agent, row.id, latest.id).expect(200)).body).name).toBe("Second name");
    // The later change is undone, so the earlier edit can be reverted now.
    const back = business.parse((await revert(agent, row.id, earlier.id).expect(200)).body);
    expect(back).toMatchObject({ name: "First name", rating: 4.1 });
    expect(await publicName(row.id)).toBe("First name");
    const edits = await history(agent, row.id);
    expect(edits.map((e) => e.revertsEditId)).toEqual([earlier.id, latest.id, null, null]);
    expect(edits[0]?.changes).toEqual([
      { field: "name", previous: "Second name", next: "First name" },
      { field: "rating", previous: 4.8, next: 4.1 },
    ]);
  });

  it("when the business or the edit is unknown, then it answers 404; a malformed id 400", async () => {
    const agent = await loginAgent(context);
    const [row, other] = await insertBusinesses(context, [{}, {}]);
    if (!row || !other) throw new Error("rows not inserted");
    await agent.patch(`/api/admin/businesses/${other.id}`).send({ name: "Someone else" }).expect(200);
    const [otherEdit] = await history(agent, other.id);
    await agent.get("/api/admin/businesses/999999999/history").expect(404);
    await revert(agent, row.id, otherEdit!.id).expect(404);
    await revert(agent, row.id, 999999999).expect(404);
    await revert(agent, row.id, Number.NaN).expect(400);
    await context.request.get(`/api/admin/businesses/${row.id}/history`).expect(401);
  });

  it("when a deleted business is restored, then its history is still there", async () => {
    const agent = await loginAgent(context);
    const [row] = await insertBusinesses(context, [{ name: "Kept history" }]);
    if (!row) throw new Error("row not inserted");
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ name: "Kept history, renamed" }).expect(200);
    const { batchId } = (await agent.delete(`/api/admin/businesses/${row.id}`).expect(200)).body as { batchId: string };
    await agent.get(`/api/admin/businesses/${row.id}/history`).expect(404);
    await agent.post("/api/admin/trash/restore").send({ batch: batchId }).expect(200);
    expect((await history(agent, row.id)).map((e) => e.changes[0]?.next)).toEqual(["Kept history, renamed"]);
  });
});
