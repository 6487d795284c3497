import { describe, expect, it } from "vitest";
import { businessList, businessListResponse, errorResponse, totalCountHeader } from "../../shared/api";
import { categorySlug } from "../../shared/slug";
import { insertBusinesses, openSea, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

/** The box around `at` reaching `half` degrees each way, as the API takes it. */
const boxAround = (at: { lat: number; lng: number }, half = 0.05) => [at.lng - half, at.lat - half, at.lng + half, at.lat + half].join(",");

/** Three businesses near `at` (two inside a 0.05° box, ranked apart) and one just outside it. */
async function placed(at: { lat: number; lng: number }, input: { city?: string; category?: string } = {}) {
  const t = uniqueToken();
  await insertBusinesses(context, [
    { ...input, name: `Inside best ${t}`, latitude: at.lat + 0.01, longitude: at.lng - 0.01, rating: 4.9, reviewCount: 900 },
    { ...input, name: `Inside second ${t}`, latitude: at.lat - 0.02, longitude: at.lng + 0.03, rating: 4.1, reviewCount: 40 },
    { ...input, name: `Outside ${t}`, latitude: at.lat + 0.2, longitude: at.lng, rating: 5, reviewCount: 2000 },
    { ...input, name: `Unplaced ${t}`, rating: 5, reviewCount: 3000 },
  ]);
  return t;
}

const names = (rows: { name: string }[]) => rows.map((b) => b.name);

describe("bbox on the business lists", () => {
  it("when /api/businesses is asked with a box, then only the businesses inside it come back, best ranked first", async () => {
    const at = openSea();
    const t = await placed(at);
    const res = await context.request.get(`/api/businesses?bbox=${boxAround(at)}`).expect(200);
    const body = businessListResponse.parse(res.body);
    expect(names(body.businesses)).toEqual([`Inside best ${t}`, `Inside second ${t}`]);
    expect(body.totalCount).toBe(2);
    expect(body.totalExact).toBe(true);
  });

  it("when the box comes with words, then the words and the box both hold", async () => {
    const at = openSea();
    const t = await placed(at);
    const res = await context.request.get(`/api/businesses?search=${encodeURIComponent(`second ${t}`)}&bbox=${boxAround(at)}`).expect(200);
    expect(names(businessListResponse.parse(res.body).businesses)).toEqual([`Inside second ${t}`]);
  });

  it("when a town's, a category's and a category-in-town list are asked with a box, then each keeps only its own inside it", async () => {
    const at = openSea();
    const city = `Boxtown ${uniqueToken()}`;
    const category = `Box shop ${uniqueToken()}`;
    const t = await placed(at, { city, category });
    await insertBusinesses(context, [{ name: `Other town ${t}`, city: `Elsewhere ${t}`, category, latitude: at.lat, longitude: at.lng }]);
    const box = boxAround(at);
    const lists = [
      `/api/city/${encodeURIComponent(city)}?bbox=${box}`,
      `/api/category/${categorySlug(category)}?bbox=${box}`,
      `/api/city/${encodeURIComponent(city)}?category=${categorySlug(category)}&bbox=${box}`,
    ];
    const expected = [
      [`Inside best ${t}`, `Inside second ${t}`],
      [`Inside best ${t}`, `Other town ${t}`, `Inside second ${t}`],
      [`Inside best ${t}`, `Inside second ${t}`],
    ];
    for (const [i, path] of lists.entries()) {
      const res = await context.request.get(path).expect(200);
      expect(names(businessList.parse(res.body)), path).toEqual(expected[i]);
      expect(Number(res.headers[totalCountHeader.toLowerCase()]), path).toBe(expected[i]?.length);
    }
  });

  it("when a box holds none of the list's businesses, then the list is empty, not an error", async () => {
    const at = openSea();
    const city = `Emptybox ${uniqueToken()}`;
    await placed(at, { city });
    // A degree south of the town's businesses: other tests' businesses may be there, the town's are not.
    const res = await context.request.get(`/api/city/${encodeURIComponent(city)}?bbox=${boxAround({ lat: at.lat - 1, lng: at.lng })}`).expect(200);
    expect(businessList.parse(res.body)).toEqual([]);
    expect(res.headers[totalCountHeader.toLowerCase()]).toBe("0");
    // The South Atlantic: no test puts a business there.
    const ocean = await context.request.get(`/api/businesses?bbox=${boxAround({ lat: -40, lng: -20 })}`).expect(200);
    expect(businessListResponse.parse(ocean.body)).toMatchObject({ businesses: [], totalCount: 0 });
  });

  it.each([
    ["not four numbers", "1,2,3", "minLng,minLat,maxLng,maxLat"],
    ["words", "west,south,east,north", "minLng,minLat,maxLng,maxLat"],
    ["a longitude out of range", "-190,30,-90,40", "within ±180"],
    ["a latitude out of range", "-100,30,-90,95", "within ±90"],
    ["south above north", "-100,40,-90,30", "minLat must be below maxLat"],
    ["no width", "-100,30,-100,40", "must differ"],
    ["a box across the antimeridian", "170,10,-170,20", "antimeridian"],
  ])("when the box is %s, then 400 names bbox and says what is wrong", async (_what, bbox, says) => {
    for (const path of ["/api/businesses", "/api/city/Anytown", "/api/category/anything"]) {
      const res = await context.request.get(`${path}?bbox=${encodeURIComponent(bbox)}`).expect(400);
      const body = errorResponse.parse(res.body);
      expect(body.errors?.bbox?.join(" "), path).toContain(says);
    }
  });
});
