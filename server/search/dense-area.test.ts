import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { insertBusinesses, openSea, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { milesBetween } from "./geo";

/** A search counts this many matches; past them it says "more". */
const countUpTo = 30;
const context = useTestApp({}, { searchTotalLimit: countUpTo });

/** A point `miles` from `center` at `degrees` clockwise from north (flat: a mile or two). */
function offset(center: { lat: number; lng: number }, miles: number, degrees: number) {
  const a = (degrees * Math.PI) / 180;
  return { lat: center.lat + (miles * Math.cos(a)) / 69.05, lng: center.lng + (miles * Math.sin(a)) / (69.17 * Math.cos((center.lat * Math.PI) / 180)) };
}

async function nearPage(center: { lat: number; lng: number }, radius: number, offsetRows: number) {
  const res = await context.request.get("/api/businesses").query({ near: `${center.lat},${center.lng}`, radius, limit: 20, offset: offsetRows });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return businessListResponse.parse(res.body);
}

/** The businesses' ids nearest `center` first, as the search orders them (miles, then the best ranked). */
const nearestFirst = (center: { lat: number; lng: number }, placed: { id: number; lat: number; lng: number }[]) =>
  placed.map((b) => ({ id: b.id, miles: milesBetween(center, b) })).sort((a, b) => a.miles - b.miles || a.id - b.id);

async function place(points: { lat: number; lng: number }[]) {
  const t = uniqueToken();
  const rows = await insertBusinesses(
    context,
    points.map((p, i) => ({ name: `Kiosk ${t} ${i}`, latitude: p.lat, longitude: p.lng, rating: null, reviewCount: 0 })),
  );
  return rows.map((r, i) => ({ id: r.id, ...(points[i] as { lat: number; lng: number }) }));
}

describe("searching around a point where businesses are dense", () => {
  it("when the square inside the circle holds more than a search counts, then the pages are the nearest in miles and the total says more", async () => {
    const center = openSea();
    // 80 businesses within 0.6 miles of the point: all inside the square of a 2-mile circle.
    const placed = await place(Array.from({ length: 80 }, (_, i) => offset(center, 0.05 + i * 0.007, (i * 137) % 360)));
    const expected = nearestFirst(center, placed);
    const first = await nearPage(center, 2, 0);
    const second = await nearPage(center, 2, 20);
    expect([first.totalCount, first.totalExact, first.search.sort]).toEqual([countUpTo, false, "distance"]);
    expect(first.businesses.map((b) => b.id)).toEqual(expected.slice(0, 20).map((e) => e.id));
    expect(second.businesses.map((b) => b.id)).toEqual(expected.slice(20, 40).map((e) => e.id));
    for (const [i, b] of first.businesses.entries()) expect(b.distanceMiles).toBeCloseTo(expected[i]?.miles ?? -1, 1);
  });

  it("when the businesses lie outside the square but inside the circle, then the circle is counted: the same pages and total", async () => {
    const center = openSea();
    // 40 businesses 1.9 miles away, near due north, east, south and west: inside a 2-mile circle, outside its square.
    const ring = await place(Array.from({ length: 40 }, (_, i) => offset(center, 1.9, (i % 4) * 90 + (i - 20) / 4)));
    // And 10 in the square.
    const inner = await place(Array.from({ length: 10 }, (_, i) => offset(center, 0.1 + i * 0.05, i * 36)));
    const expected = nearestFirst(center, [...ring, ...inner]);
    const first = await nearPage(center, 2, 0);
    expect([first.totalCount, first.totalExact]).toEqual([countUpTo, false]);
    expect(first.businesses.map((b) => b.id)).toEqual(expected.slice(0, 20).map((e) => e.id));
    // Fewer than a search counts: counted exactly, the ring's far side left out by a smaller circle.
    const small = await context.request.get("/api/businesses").query({ near: `${center.lat},${center.lng}`, radius: 1, limit: 20 });
    expect([small.body.totalCount, small.body.totalExact]).toEqual([10, true]);
  });
});
