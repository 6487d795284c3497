import { describe, expect, it } from "vitest";
import { cityIndex, cityList, type CityIndex } from "../../shared/api";
import { apiPaths } from "../../shared/api-paths";
import { citiesPageSize } from "../../shared/constants";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { cityLetterOf, foldText } from "./city-index";

const context = useTestApp();

const indexAt = async (url: string): Promise<CityIndex> => cityIndex.parse((await context.request.get(url).expect(200)).body);
const allCities = async () => cityList.parse((await context.request.get("/api/cities").expect(200)).body);
const countsOf = (index: CityIndex) => new Map(index.letters.map((l) => [l.letter, l.cityCount]));
const labels = (index: CityIndex) => index.cities.map((c) => c.label);

describe("GET /api/cities/index", () => {
  it("when a letter is asked in either case, then its towns come in /api/cities order, and each letter is counted, A to Z then #", async () => {
    const before = countsOf(await indexAt(apiPaths.cityIndex({ page: 1 })));
    const token = uniqueToken();
    await insertBusinesses(context, [
      { city: `Ébène ${token}`, state: "LA" },
      { city: `Eagle ${token}`, state: "CO" },
      { city: `Eagle ${token}`, state: "ID" },
      { city: `9 Mile ${token}`, state: "TX" },
    ]);
    const index = await indexAt("/api/cities/index?letter=e");
    expect(index).toMatchObject({ letter: "E", query: null, page: 1 });
    const all = await allCities();
    const es = all.filter((c) => cityLetterOf(c.name) === "E");
    expect(labels(index)).toEqual(es.map((c) => c.label));
    expect(index.totalCount).toBe(es.length);
    expect(labels(index)).toEqual(expect.arrayContaining([`Ébène ${token}, LA`, `Eagle ${token}, CO`, `Eagle ${token}, ID`]));
    expect(index.cities.find((c) => c.label === `Eagle ${token}, CO`)).toMatchObject({ path: `/city/Eagle%20${token},%20CO`, businessCount: 1 });

    const after = countsOf(index);
    expect((after.get("E") ?? 0) - (before.get("E") ?? 0)).toBe(3);
    expect((after.get("#") ?? 0) - (before.get("#") ?? 0)).toBe(1);
    const letters = index.letters.map((l) => l.letter);
    expect(letters).toEqual([...letters.filter((l) => l !== "#").sort(), ...(letters.includes("#") ? ["#"] : [])]);
    expect(index.letters.reduce((sum, l) => sum + l.cityCount, 0)).toBe(all.length);

    const hash = await indexAt(apiPaths.cityIndex({ letter: "#", page: 1 }));
    expect(hash.letter).toBe("#");
    expect(labels(hash)).toContain(`9 Mile ${token}, TX`);
  });

  it("when no letter is asked, then it is the first letter that has towns", async () => {
    await insertBusinesses(context, [{ city: `Mapleton ${uniqueToken()}` }]);
    const index = await indexAt(apiPaths.cityIndex({ page: 1 }));
    const first = index.letters[0]?.letter;
    expect(index.letter).toBe(first);
    expect(index.cities).toEqual((await indexAt(apiPaths.cityIndex({ letter: first, page: 1 }))).cities);
  });

  it("when a letter has no towns, then its list is empty with no pages, and the letters still come", async () => {
    const index = await indexAt(apiPaths.cityIndex({ letter: "X", page: 1 }));
    expect(index).toMatchObject({ letter: "X", cities: [], totalCount: 0, totalPages: 0 });
    expect(index.letters.length).toBeGreaterThan(0);
  });

  it("when a search is given, then towns whose name and state hold it come back, accents and case aside, across letters", async () => {
    const token = uniqueToken();
    await insertBusinesses(context, [
      { city: `Zürich ${token}`, state: "NY" },
      { city: `Old Zurich ${token}`, state: "KS" },
      { city: `Bern ${token}`, state: "NY" },
    ]);
    for (const q of [`zurich ${token}`, `  ZÜRICH ${token.toUpperCase()} `]) {
      const index = await indexAt(apiPaths.cityIndex({ letter: "B", q, page: 1 }));
      expect(index, q).toMatchObject({ letter: null, query: q.trim(), totalCount: 2, totalPages: 1 });
      expect(labels(index), q).toEqual([`Old Zurich ${token}, KS`, `Zürich ${token}, NY`]);
    }
    expect(labels(await indexAt(apiPaths.cityIndex({ q: `${token}, ny`, page: 1 })))).toEqual([`Bern ${token}, NY`, `Zürich ${token}, NY`]);
    expect(foldText(`Zürich ${token}`)).toBe(`zurich ${token}`);
    const none = await indexAt(apiPaths.cityIndex({ q: `nowhere ${token}`, page: 1 }));
    expect(none).toMatchObject({ cities: [], totalCount: 0, totalPages: 0 });
    expect(none.letters.length).toBeGreaterThan(0);
  });

  it(`when more than ${citiesPageSize} towns match, then they come a page at a time, and past the last page the list is empty with the true page count`, async () => {
    const token = uniqueToken();
    const count = citiesPageSize + 10;
    await insertBusinesses(
      context,
      Array.from({ length: count }, (_, i) => ({ city: `Pageton ${token} ${i}` })),
    );
    const q = `pageton ${token}`;
    const expected = (await allCities()).filter((c) => foldText(c.label).includes(q)).map((c) => c.label);
    expect(expected).toHaveLength(count);
    const first = await indexAt(apiPaths.cityIndex({ q, page: 1 }));
    const second = await indexAt(apiPaths.cityIndex({ q, page: 2 }));
    expect(first).toMatchObject({ page: 1, totalCount: count, totalPages: 2 });
    expect(first.cities).toHaveLength(citiesPageSize);
    expect(second).toMatchObject({ page: 2, totalCount: count, totalPages: 2 });
    expect([...labels(first), ...labels(second)]).toEqual(expected);
    expect(await indexAt(apiPaths.cityIndex({ q, page: 3 }))).toMatchObject({ page: 3, cities: [], totalCount: count, totalPages: 2 });
    // The letter's pages hold them too: P now has more than one.
    const p = await indexAt(apiPaths.cityIndex({ letter: "P", page: 2 }));
    expect(p.totalPages).toBeGreaterThanOrEqual(2);
    expect(p.cities.length).toBeGreaterThan(0);
  });

  it("when the data changes, then the next answer counts the new towns", async () => {
    const q = `Freshville ${uniqueToken()}`;
    expect((await indexAt(apiPaths.cityIndex({ q, page: 1 }))).totalCount).toBe(0);
    await insertBusinesses(context, [{ city: q }]);
    expect((await indexAt(apiPaths.cityIndex({ q, page: 1 }))).totalCount).toBe(1);
  });

  it("when the letter, page or search is not one the list can take, then it answers 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["letter=AB", "letter"],
      ["letter=1", "letter"],
      ["letter=%C3%89", "letter"],
      ["letter=", "letter"],
      ["letter=A&letter=B", "letter"],
      ["page=0", "page"],
      ["page=1.5", "page"],
      ["page=-1", "page"],
      ["page=1234567", "page"],
      ["page=abc", "page"],
      [`q=${"a".repeat(101)}`, "q"],
      ["q=a%00b", "q"],
    ];
    for (const [query, field] of cases) {
      const res = await context.request.get(`/api/cities/index?${query}`).expect(400);
      expect(res.body, query).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(Array) } });
    }
    await context.request.get(`/api/cities/index?q=${"a".repeat(100)}&page=999999`).expect(200);
  });
});
