import { chromium, type Page } from "@playwright/test";
import { chromiumPath } from "./lighthouse";

/**
 * WebGL in Debian's Chromium without a GPU: SwiftShader, which Chromium no longer falls back to by
 * itself. The map draws on the CPU, as on a machine without a GPU, so the figure is a ceiling.
 */
const webglFlags = ["--no-sandbox", "--disable-dev-shm-usage", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"];

/** Anything the map shows for a business: a marker or a cluster. */
const markerSelector = "[data-business-id], [data-cluster-count]";

/**
 * Watches the page, in the page: the time of the press on "Map" and of the first frame after a marker
 * or cluster entered it. Timed by the page's own clock: Playwright's click and its polling for the
 * marker added half a second to two seconds of their own.
 */
function watchForMarkers(page: Page) {
  return page.evaluate((selector) => {
    const w = window as unknown as { mapTimes: { pressed?: number; painted?: number } };
    w.mapTimes = {};
    document.addEventListener("pointerdown", () => (w.mapTimes.pressed ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.mapTimes.painted = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, markerSelector);
}

/**
 * Milliseconds from pressing "Map" on a loaded result page to the first frame with a marker, once per
 * run, each in a new browser context (empty cache: the map's code, style and outlines are fetched too).
 */
export async function mapPaintTimes(url: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: webglFlags });
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: "networkidle" });
      if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
      await watchForMarkers(page);
      await page.getByRole("button", { name: "Map", exact: true }).click();
      await page.locator(markerSelector).first().waitFor({ state: "visible", timeout: 30_000 });
      const { pressed, painted } = await page
        .waitForFunction(() => {
          const t = (window as unknown as { mapTimes: { pressed?: number; painted?: number } }).mapTimes;
          return t.pressed !== undefined && t.painted !== undefined && t;
        })
        .then((handle) => handle.jsonValue() as Promise<{ pressed: number; painted: number }>);
      times.push(painted - pressed);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
