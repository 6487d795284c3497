import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { log } from "./log";

/** Debian's Chromium, which Lighthouse and the asset count both drive. */
export const chromiumPath = "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

export interface LighthouseRun {
  /** Performance score, 0–100. */
  score: number;
  /** SEO score, 0–100: the issue holds new pages to 100. */
  seo: number;
  /** Milliseconds, as Lighthouse reports them (simulated). */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
}

interface LighthouseReport {
  categories: { performance: { score: number }; seo: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/** Lighthouse 12.8 (its default: mobile, simulated slow 4G and 4x CPU slowdown), performance and SEO. */
async function lighthouseOnce(url: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const output = path.join(dir, "report.json");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        "npx",
        [
          "--yes",
          "lighthouse@12.8.2",
          url,
          "--only-categories=performance,seo",
          "--output=json",
          `--output-path=${output}`,
          "--quiet",
          `--chrome-flags=${chromeFlags.join(" ")}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ["ignore", "ignore", "inherit"] },
      );
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code} for ${url}`))));
    });
    return JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run, tried up to three times: now and then its trace of the page
 * load comes back incomplete (NO_NAVSTART), and its own message is to run it again.
 */
async function lighthouse(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      const report = await lighthouseOnce(url);
      const audit = (id: string) => report.audits[id]?.numericValue ?? 0;
      return {
        score: Math.round(report.categories.performance.score * 100),
        seo: Math.round(report.categories.seo.score * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        speedIndex: audit("speed-index"),
        cls: audit("cumulative-layout-shift"),
      };
    } catch (error) {
      if (attempt === 3) throw error;
      log(`client: ${String(error)}; running it again`);
    }
  }
}

/**
 * `count` runs one after another, in the order made, and the median run by score:
 * one run's score moves by several points from run to run on the same page.
 */
export async function lighthouseRuns(url: string, count: number): Promise<{ runs: LighthouseRun[]; median: LighthouseRun }> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < count; i++) runs.push(await lighthouse(url));
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return { runs, median: byScore[Math.floor(byScore.length / 2)] as LighthouseRun };
}
