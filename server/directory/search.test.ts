import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { deleteAllAsJob } from "../test/trash-jobs";

const context = useTestApp(testAdmin);

async function search(text: string, extra: Record<string, string> = {}) {
  const res = await context.request
    .get("/api/businesses")
    .query({ search: text, limit: 50, ...extra })
    .expect(200);
  return businessListResponse.parse(res.body);
}

const names = (page: { businesses: { name: string }[] }) => page.businesses.map((b) => b.name);

describe("search follows every kind of write", () => {
  it("when a business is renamed, then the new name is found and the old one no longer is", async () => {
    const agent = await loginAgent(context);
    const before = `Oldname${uniqueToken()}`;
    const after = `Newname${uniqueToken()}`;
    const [row] = await insertBusinesses(context, [{ name: `${before} Bakery` }]);
    if (!row) throw new Error("row not inserted");
    expect(names(await search(before))).toEqual([`${before} Bakery`]);

    await agent
      .patch(`/api/admin/businesses/${row.id}`)
      .send({ name: `${after} Bakery` })
      .expect(200);
    expect((await search(before)).totalCount).toBe(0);
    expect(names(await search(after))).toEqual([`${after} Bakery`]);
  });

  it("when a rating changes, then search results are ordered by the new rating", async () => {
    const agent = await loginAgent(context);
    const word = `Rankword${uniqueToken()}`;
    const [low, high] = await insertBusinesses(context, [
      { name: `${word} Low`, rating: 3.0, reviewCount: 10 },
      { name: `${word} High`, rating: 4.0, reviewCount: 10 },
    ]);
    if (!low || !high) throw new Error("rows not inserted");
    expect(names(await search(word))).toEqual([`${word} High`, `${word} Low`]);

    await agent.patch(`/api/admin/businesses/${low.id}`).send({ rating: 5 }).expect(200);
    expect(names(await search(word))).toEqual([`${word} Low`, `${word} High`]);
  });

  it("when a business is deleted, then search no longer finds or counts it", async () => {
    const agent = await loginAgent(context);
    const word = `Gone${uniqueToken()}`;
    const [kept, removed] = await insertBusinesses(context, [{ name: `${word} Kept` }, { name: `${word} Removed` }]);
    if (!kept || !removed) throw new Error("rows not inserted");
    expect((await search(word)).totalCount).toBe(2);

    await agent.delete(`/api/admin/businesses/${removed.id}`).expect(200);
    const page = await search(word);
    expect(names(page)).toEqual([`${word} Kept`]);
    expect(page.totalCount).toBe(1);
  });
});

describe("search ranking and matching", () => {
  it("when a word is in some names and in other rows' category or city, then name matches come first, then category matches, each group best quality first", async () => {
    const word = `zqx${uniqueToken()}`;
    await insertBusinesses(context, [
      { name: "Category Match Best", category: `${word} shop`, rating: 5.0, reviewCount: 100 },
      { name: `Name Match Lower ${word}`, rating: 3.5, reviewCount: 5 },
      { name: "City Match", city: `${word} Springs`, rating: 4.8, reviewCount: 50 },
      { name: `${word} Name Match Higher`, rating: 4.5, reviewCount: 5 },
    ]);
    const page = await search(word);
    expect(names(page)).toEqual([`${word} Name Match Higher`, `Name Match Lower ${word}`, "Category Match Best", "City Match"]);
    expect(page.totalCount).toBe(4);
  });

  it("when the text spans the end of the name and the start of the category, then it matches but not as a name match", async () => {
    const token = uniqueToken();
    await insertBusinesses(context, [
      { name: `Spanner ${token}`, category: "Wrenchworks", rating: 5.0 },
      { name: `Spanner ${token} wrenchworks`, category: "Hardware store", rating: 1.0 },
    ]);
    const page = await search(`${token} wrenchworks`);
    expect(names(page)).toEqual([`Spanner ${token} wrenchworks`, `Spanner ${token}`]);
  });

  it("when the search is combined with a category, then only matches in that category are listed and counted", async () => {
    const word = `Combo${uniqueToken()}`;
    await insertBusinesses(context, [
      { name: `${word} Sushi`, category: "Sushi restaurant" },
      { name: `${word} Garage`, category: "Auto repair shop" },
    ]);
    const page = await search(word, { category: "sushi-restaurant" });
    expect(names(page)).toEqual([`${word} Sushi`]);
    expect(page.totalCount).toBe(1);
  });

  it("when the text holds punctuation, then only its words are matched", async () => {
    const token = uniqueToken();
    await insertBusinesses(context, [{ name: `100% ${token} Juice` }, { name: `100 ${token} Juice` }, { name: `${token} Tea` }]);
    expect(names(await search(`100% ${token}`)).sort()).toEqual([`100 ${token} Juice`, `100% ${token} Juice`]);
    expect((await search(`_${token}_`)).totalCount).toBe(3);
    expect((await search("%_%")).totalCount).toBe(0);
  });
});

describe("search after deleting everything", () => {
  it("when the operator deletes all data, then a word that matched before matches nothing", async () => {
    const agent = await loginAgent(context);
    const word = `Wiped${uniqueToken()}`;
    await insertBusinesses(context, [{ name: `${word} Diner` }]);
    expect((await search(word)).totalCount).toBe(1);

    expect(await deleteAllAsJob(agent)).toMatchObject({ status: "done" });
    expect((await search(word)).totalCount).toBe(0);
  });
});
