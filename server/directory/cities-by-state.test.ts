import { describe, expect, it } from "vitest";
import { businessList, cityChoice, cityList, popularCities, statistics, totalCountHeader } from "../../shared/api";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/** A city page's list (path already encoded): its rows' states and the total header. */
async function list(path: string) {
  const res = await context.request.get(path).expect(200);
  const rows = businessList.parse(res.body);
  return { states: rows.map((b) => b.state).sort(), total: Number(res.headers[totalCountHeader.toLowerCase()]) };
}

const choiceOf = async (path: string) => cityChoice.parse((await context.request.get(path).expect(200)).body);

/** Two towns of one name: two businesses in Oregon, one in Maine. */
async function twoPortlands() {
  const name = `Portland ${uniqueToken()}`;
  await insertBusinesses(context, [
    { city: name, state: "OR", reviewCount: 50 },
    { city: name, state: "OR", reviewCount: 40 },
    { city: name, state: "ME", reviewCount: 30 },
  ]);
  return { name, encoded: encodeURIComponent(name) };
}

describe("cities told apart by state", () => {
  it("when a town is asked with its state, in any spelling, then only that town's businesses come back with its total", async () => {
    const { encoded } = await twoPortlands();
    for (const path of [`/api/city/${encoded},%20OR`, `/api/city/${encoded}%2C%20or`, `/api/city/${encoded},Oregon`, `/api/city/${encoded}?state=OR`]) {
      expect(await list(path), path).toEqual({ states: ["OR", "OR"], total: 2 });
    }
    expect(await list(`/api/city/${encoded},%20ME`)).toEqual({ states: ["ME"], total: 1 });
    expect(await list(`/api/city/${encoded},%20ME?sort=reviews&minRating=1`)).toEqual({ states: ["ME"], total: 1 });
  });

  it("when the name alone is shared by several states, then the list keeps the spec's shape and holds every town's businesses", async () => {
    const { encoded } = await twoPortlands();
    expect(await list(`/api/city/${encoded}`)).toEqual({ states: ["ME", "OR", "OR"], total: 3 });
  });

  it("when the state has no town of that name, then it answers 404", async () => {
    const { encoded } = await twoPortlands();
    for (const path of [
      `/api/city/${encoded},%20TX`,
      `/api/city/${encoded}?state=TX`,
      `/api/city/${encoded},%20ME?state=OR`,
      `/api/city/${encoded}/places?state=TX`,
    ]) {
      await context.request.get(path).expect(404);
    }
  });

  it("when the name alone is shared, then its places say there is a choice, each town with its count and page, most businesses first", async () => {
    const { name, encoded } = await twoPortlands();
    const choice = await choiceOf(`/api/city/${encoded}/places`);
    expect(choice.place).toBeNull();
    expect(choice.name).toBe(name);
    expect(choice.places.map(({ label, state, path, businessCount }) => ({ label, state, path, businessCount }))).toEqual([
      { label: `${name}, OR`, state: "OR", path: `/city/${encoded},%20OR`, businessCount: 2 },
      { label: `${name}, ME`, state: "ME", path: `/city/${encoded},%20ME`, businessCount: 1 },
    ]);
    expect((await choiceOf(`/api/city/${encoded},%20me/places`)).place?.label).toBe(`${name}, ME`);
    expect((await choiceOf(`/api/city/${encoded}/places?state=ME`)).place?.label).toBe(`${name}, ME`);
  });

  it("when only one state has the town, then the name alone is that town and its page names the state", async () => {
    const name = `Lonetown ${uniqueToken()}`;
    await insertBusinesses(context, [{ city: name, state: "WY" }]);
    const choice = await choiceOf(`/api/city/${encodeURIComponent(name)}/places`);
    expect(choice.place).toMatchObject({ label: `${name}, WY`, path: `/city/${encodeURIComponent(name)},%20WY`, businessCount: 1 });
    expect(await list(`/api/city/${encodeURIComponent(name)}`)).toEqual({ states: ["WY"], total: 1 });
  });

  it("when one town of a shared name has no state, then it has a page of its own apart from the choice", async () => {
    const { name, encoded } = await twoPortlands();
    await insertBusinesses(context, [{ city: name, state: null }]);
    const stateless = (await choiceOf(`/api/city/${encoded}/places`)).places.find((p) => p.state === null);
    expect(stateless).toMatchObject({ label: name, path: `/city/${encoded},`, businessCount: 1 });
    expect(await list(`/api/city/${encoded},`)).toEqual({ states: [null], total: 1 });
  });

  it("when the city lists are read, then each town is its own entry with its state, count and page", async () => {
    const before = statistics.parse((await context.request.get("/api/statistics").expect(200)).body).totalCities;
    const { name, encoded } = await twoPortlands();
    const all = cityList.parse((await context.request.get("/api/cities").expect(200)).body).filter((c) => c.name === name);
    expect(all.map(({ label, path, businessCount }) => ({ label, path, businessCount }))).toEqual([
      { label: `${name}, ME`, path: `/city/${encoded},%20ME`, businessCount: 1 },
      { label: `${name}, OR`, path: `/city/${encoded},%20OR`, businessCount: 2 },
    ]);
    expect(new Set(all.map((c) => c.id)).size).toBe(2);
    const popular = popularCities.parse((await context.request.get("/api/cities/popular?limit=100").expect(200)).body);
    expect(popular.filter((c) => c.name === name).map((c) => c.path)).toEqual([`/city/${encoded},%20OR`, `/city/${encoded},%20ME`]);
    const after = statistics.parse((await context.request.get("/api/statistics").expect(200)).body).totalCities;
    expect(after - before).toBe(2);
  });
});
