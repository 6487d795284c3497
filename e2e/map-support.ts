import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { BusinessListResponse, CategorySummary } from "../shared/api";
import { getJson } from "./support";

/** Helpers of the map's browser tests (e2e/map.spec.ts). */

/** A marker or a cluster on the map: both are buttons the map's code marks with these attributes. */
export const markerSelector = "[data-business-id], [data-cluster-count]";

export interface MapSearch {
  /** The category filter on Browse. */
  slug: string;
  total: number;
  /** How many of them have a point, so a marker. */
  placed: number;
}

/** The category whose count is nearest 30: a search on Browse whose every result the map shows. */
export async function searchOfAbout30(request: APIRequestContext): Promise<MapSearch> {
  const categories = await getJson<CategorySummary[]>(request, "/api/categories");
  const [nearest] = [...categories].filter((c) => c.businessCount <= 100).sort((a, b) => Math.abs(a.businessCount - 30) - Math.abs(b.businessCount - 30));
  if (!nearest) throw new Error("no category of at most 100 businesses");
  const list = await getJson<BusinessListResponse>(request, `/api/businesses?category=${nearest.slug}&limit=100`);
  const placed = list.businesses.filter((b) => b.latitude !== null && b.longitude !== null).length;
  return { slug: nearest.slug, total: list.totalCount, placed };
}

/** The businesses the map shows: its single markers and what its clusters hold. */
export async function markerTotal(page: Page): Promise<number> {
  return page.evaluate(() => {
    const singles = document.querySelectorAll("[data-business-id]").length;
    const clustered = [...document.querySelectorAll<HTMLElement>("[data-cluster-count]")].reduce((sum, el) => sum + Number(el.dataset.clusterCount), 0);
    return singles + clustered;
  });
}

/** Chooses the biggest cluster, which zooms the map in around it, and waits for the markers of the new zoom. */
export async function zoomIntoBiggestCluster(page: Page): Promise<void> {
  const clusters = page.locator("[data-cluster-count]");
  const counts = await clusters.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.clusterCount)));
  expect(counts.length, "the map has a cluster").toBeGreaterThan(0);
  const cluster = clusters.nth(counts.indexOf(Math.max(...counts)));
  const handle = await cluster.elementHandle();
  await cluster.click();
  // Once the map has zoomed in, its markers are drawn again for the new zoom: the chosen cluster goes.
  await page.waitForFunction((el) => !el?.isConnected, handle);
}

/** Zooms into clusters until single markers show, then gives the first. */
export async function chooseAMarker(page: Page): Promise<Locator> {
  await page.locator(markerSelector).first().waitFor();
  const single = page.locator("[data-business-id]").first();
  for (let i = 0; i < 8 && !(await single.isVisible()); i++) await zoomIntoBiggestCluster(page);
  await expect(single).toBeVisible();
  return single;
}

/** The element is what is drawn at its own centre: nothing covers it. */
export async function expectOnTop(element: Locator, label: string): Promise<void> {
  const box = await element.boundingBox();
  expect(box, `${label} has a box`).not.toBeNull();
  const point = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
  const onTop = await element.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point);
  expect(onTop, `${label} is on top at its centre`).toBe(true);
}

/** No sideways scroll at this width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Every request the page makes, to check that none leaves our origin. */
export function watchRequests(page: Page): () => string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return () => urls;
}

export function foreignRequests(urls: string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:"));
}

/** The number at the start of the count line, "1,234 businesses …". */
export async function countLineTotal(page: Page): Promise<number> {
  const text = (await page.locator("p[aria-live=polite]").first().textContent()) ?? "";
  const match = text.match(/^([\d,]+)/);
  return match ? Number(match[1]?.replace(/,/g, "")) : 0;
}
