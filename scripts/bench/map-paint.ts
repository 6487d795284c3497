import { chromium } from "@playwright/test";
import { chromiumPath } from "./lighthouse";

/**
 * WebGL in Debian's Chromium without a GPU: SwiftShader, which Chromium no longer falls back to by
 * itself. The map draws on the CPU, as on a machine without a GPU, so the figure is a ceiling.
 */
const webglFlags = ["--no-sandbox", "--disable-dev-shm-usage", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"];

/** Anything the map shows for a business: a marker or a cluster. */
const markerSelector = "[data-business-id], [data-cluster-count]";

/**
 * Milliseconds from choosing "Map" on a loaded result page to the first marker on screen, once per run,
 * each in a new browser context (empty cache: the map's code, style and outlines are fetched too).
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
      const toggle = page.getByRole("button", { name: "Map", exact: true });
      const started = performance.now();
      await toggle.click();
      await page.locator(markerSelector).first().waitFor({ state: "visible", timeout: 30_000 });
      times.push(performance.now() - started);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
