import { describe, expect, it } from "vitest";
import { deleteResult, trashPage, trashRestoreResult, type TrashRestoreResult } from "../../shared/admin-api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

// A file of its own: "restore all" would bring back the trash of other tests in the file.
const context = useTestApp(testAdmin);

const remove = async (agent: Agent, id: number) => deleteResult.parse((await agent.delete(`/api/admin/businesses/${id}`).expect(200)).body);
const restore = async (agent: Agent, body: object): Promise<TrashRestoreResult> =>
  trashRestoreResult.parse((await agent.post("/api/admin/trash/restore").send(body).expect(200)).body);
const trashItems = async (agent: Agent, search: string) => trashPage.parse((await agent.get("/api/admin/trash").query({ search }).expect(200)).body).items;
const trashNames = async (agent: Agent, search: string) => (await trashItems(agent, search)).map((item) => item.name);

describe("restoring entries that share a slug or a place id", () => {
  it("when an older entry lost its slug to a newer one that is itself blocked, then the older one is restored and the newer one named", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    const slug = `shared-address-${token}`;
    const a = businessRow({ name: `First ${token}`, slug });
    const b = businessRow({ name: `Second ${token}`, slug });
    const c = businessRow({ name: `Third ${token}`, place_id: b.place_id });
    const placeId = (row: typeof a) => String(row.place_id);

    await importFile(agent, makeCsv([a]), "a.csv");
    await remove(agent, (await fetchByPlaceId(context, placeId(a))).id);
    await importFile(agent, makeCsv([b]), "b.csv");
    expect((await fetchByPlaceId(context, placeId(b))).slug, "B took A's slug").toBe(slug);
    await remove(agent, (await fetchByPlaceId(context, placeId(b))).id);
    await importFile(agent, makeCsv([c]), "c.csv");

    const result = await restore(agent, { all: true });
    // B's place id is C's now, so B stays; nothing else holds the slug, so A goes back to it (and
    // then holds B's slug too: either holder names a true reason).
    expect(result.conflicts).toEqual([expect.objectContaining({ name: b.name, takenBy: expect.stringMatching(`^(${a.name}|${c.name})$`) })]);
    expect(result).toMatchObject({ restored: 1, conflictCount: 1 });
    expect((await fetchByPlaceId(context, placeId(a))).slug).toBe(slug);
    expect(await trashNames(agent, token)).toEqual([b.name]);
  });

  it("when entries share a slug and a place id in a chain, then every entry is either restored or named with its holder", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    // A and B share a slug, B and D a place id; D is the newest, so it wins the place id, which
    // leaves A free to take the slug B could not.
    const slug = `chain-${token}`;
    const a = businessRow({ name: `Chain A ${token}`, slug });
    const b = businessRow({ name: `Chain B ${token}`, slug });
    const d = businessRow({ name: `Chain D ${token}`, place_id: b.place_id });
    for (const [row, name] of [
      [a, "a.csv"],
      [b, "b.csv"],
      [d, "d.csv"],
    ] as const) {
      await importFile(agent, makeCsv([row]), name);
      await remove(agent, (await fetchByPlaceId(context, String(row.place_id))).id);
    }

    // By id: the first test leaves an entry that "all" would count too.
    const result = await restore(agent, { ids: (await trashItems(agent, token)).map((item) => item.id) });
    expect(result).toMatchObject({ restored: 2, conflictCount: 1 });
    expect(result.conflicts).toEqual([expect.objectContaining({ name: b.name, takenBy: expect.stringMatching(`^(${a.name}|${d.name})$`) })]);
    expect((await fetchByPlaceId(context, String(a.place_id))).name).toBe(a.name);
    expect((await fetchByPlaceId(context, String(d.place_id))).name).toBe(d.name);
    expect(await trashNames(agent, token)).toEqual([b.name]);
  });
});
