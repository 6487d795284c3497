import { describe, expect, it } from "vitest";
import { businessListResponse, type BusinessListResponse } from "../../shared/api";
import { weekdays } from "../../shared/opening-hours";
import { insertBusinesses, uniqueToken, type BusinessInput } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp();

const everyDay = (text: string) => Object.fromEntries(weekdays.map((d) => [d, text]));
const pageSize = 100;

/** Every page of a list from the first to one past the last its answers name. */
async function allPages(query: Record<string, string | number>) {
  const pages: BusinessListResponse[] = [];
  for (let page = 0; page <= (pages[0]?.totalPages ?? 0); page++) {
    const res = await context.request.get("/api/businesses").query({ ...query, limit: pageSize, offset: page * pageSize });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(businessListResponse.parse(res.body));
  }
  return pages;
}

/** What every paged list promises: one total on every page, full pages until the last, nothing past it. */
function expectStablePages(pages: BusinessListResponse[], label: string) {
  const [first] = pages;
  if (!first) throw new Error("no first page");
  const served = pages.slice(0, -1);
  const past = pages.at(-1);
  for (const [k, page] of served.entries()) {
    expect([page.totalCount, page.totalExact, page.totalPages], `${label}: page ${k + 1}'s total`).toEqual([
      first.totalCount,
      first.totalExact,
      first.totalPages,
    ]);
    if (k < served.length - 1) expect(page.businesses, `${label}: page ${k + 1} is not the last`).toHaveLength(pageSize);
    else expect(page.businesses.length, `${label}: the last page`).toBeGreaterThan(0);
  }
  expect(past?.businesses, `${label}: past the last page`).toEqual([]);
  const ids = served.flatMap((p) => p.businesses.map((b) => b.id));
  expect(new Set(ids).size, `${label}: no business twice`).toBe(ids.length);
  if (first.totalExact) expect(ids, `${label}: the pages hold the total`).toHaveLength(first.totalCount);
  else expect(ids.length, `${label}: at least its total`).toBeGreaterThanOrEqual(first.totalCount);
  return { first, ids };
}

describe("paging a filtered list", () => {
  it("when a list is filtered in any combination, then every page gives the same total, pages are full until the last, and nothing follows it", async () => {
    const t = uniqueToken();
    // More matches than a search counts (1,000) and than Open now checks (500): half open around the clock, half never; ratings 3.0 to 4.9;
    // a third in Houston, the rest in Austin; one category in four a florist.
    const rows: BusinessInput[] = Array.from({ length: 1_100 }, (_, i) => ({
      name: `Shop ${t} ${i}`,
      city: i % 3 === 0 ? "Houston" : "Austin",
      state: "TX",
      category: i % 4 === 0 ? "Florist" : "Bakery",
      rating: 3 + (i % 20) / 10,
      reviewCount: i,
      latitude: i % 3 === 0 ? 29.76 + (i % 50) / 1000 : 30.27,
      longitude: i % 3 === 0 ? -95.37 : -97.74,
      timeZone: "America/Chicago",
      openingHours: everyDay(i % 2 === 0 ? "Open 24 hours" : "Closed"),
    }));
    await insertBusinesses(context, rows);
    const combinations: Record<string, string | number>[] = [
      { search: t },
      { search: t, openNow: "true" },
      { openNow: "true" },
      { search: t, openNow: "true", minRating: 4 },
      { search: t, openNow: "true", sort: "rating" },
      { search: t, openNow: "true", location: "Houston, TX" },
      { search: t, openNow: "true", near: "29.76,-95.37", radius: 10, sort: "distance" },
      { search: t, openNow: "true", category: "florist" },
      { search: t, minRating: 4.5, sort: "reviews" },
      { search: t, location: "Austin, TX" },
    ];
    for (const query of combinations) {
      const label = JSON.stringify(query);
      const { first, ids } = expectStablePages(await allPages(query), label);
      if (query.openNow) {
        const openIds = new Set(rows.flatMap((_, i) => (i % 2 === 0 ? [`Shop ${t} ${i}`] : [])));
        const res = await context.request.get("/api/businesses").query({ ...query, limit: pageSize });
        expect(
          res.body.businesses.every((b: { name: string }) => openIds.has(b.name)),
          `${label}: only open ones`,
        ).toBe(true);
      }
      expect(ids.length, label).toBeGreaterThan(0);
      expect(first.totalPages, label).toBe(Math.ceil(ids.length / pageSize));
    }
  });

  it("when more businesses are open than a search checks, then the total says at least, and Next ends with what is served", async () => {
    const t = uniqueToken();
    await insertBusinesses(
      context,
      Array.from({ length: 1_050 }, (_, i) => ({ name: `Stall ${t} ${i}`, timeZone: "America/Chicago", openingHours: everyDay("Open 24 hours") })),
    );
    const pages = await allPages({ search: t, openNow: "true" });
    const { first, ids } = expectStablePages(pages, "all open");
    expect(first).toMatchObject({ totalCount: 500, totalExact: false, totalPages: 5 });
    expect(ids).toHaveLength(500);
  });
});
