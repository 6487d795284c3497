import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { businessPath, categoryPath, cityPath, paths } from "../../shared/paths";
import type { BenchContext } from "./context";
import { log } from "./log";
import { startAppServer } from "./processes";
import { kb, mark, num, table, type Check, type SectionResult } from "./report";

const chromiumPath = "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const publicDir = path.resolve(import.meta.dirname, "../../dist/public");
const jsBudget = 150 * 1024;

interface Assets {
  js: number;
  css: number;
  files: number;
}

/** The JS and CSS a first visit to `url` downloads until the network is idle, gzipped as served. */
async function initialAssets(browser: import("@playwright/test").Browser, url: string): Promise<Assets> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Map<string, "js" | "css">();
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script" || type === "stylesheet") seen.set(new URL(request.url()).pathname, type === "script" ? "js" : "css");
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
  await context.close();
  const totals: Assets = { js: 0, css: 0, files: seen.size };
  for (const [file, type] of seen) {
    const local = path.join(publicDir, file);
    if (!existsSync(local)) throw new Error(`${file} is not in dist/public`);
    totals[type] += gzipSync(readFileSync(local)).length;
  }
  return totals;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Lighthouse, tried up to three times: now and then its trace of the page load
 * comes back incomplete (NO_NAVSTART), and its own message is to run it again.
 */
async function lighthouse(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`client: ${String(error)}; running it again`);
    }
  }
}

/** Lighthouse 12.8 (its default: mobile, simulated slow 4G and 4x CPU slowdown), performance only. */
async function lighthouseOnce(url: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const output = path.join(dir, "report.json");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        "npx",
        ["--yes", "lighthouse@12.8.2", url, "--only-categories=performance", "--output=json", `--output-path=${output}`, "--quiet", `--chrome-flags=${chromeFlags.join(" ")}`],
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

const ms = (report: LighthouseReport, audit: string) => `${num((report.audits[audit]?.numericValue ?? 0) / 1000, 1)} s`;

/** Section 5: what a visitor's browser downloads per route, and Lighthouse's mobile performance score. */
export async function clientSection(ctx: BenchContext): Promise<SectionResult> {
  const f = ctx.fixtures;
  const routes: [string, string][] = [
    ["home", paths.home],
    ["browse", paths.browse],
    ["city", cityPath(f.cities[0] as string)],
    ["category", categoryPath(f.groups[0] as string)],
    ["detail", businessPath({ slug: f.slugs[0] as string })],
  ];
  const app = await startAppServer(ctx.databaseUrl);
  try {
    const checks: Check[] = [];
    const sizeRows: string[][] = [];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    try {
      for (const [name, route] of routes) {
        log(`client: assets of ${route}`);
        const assets = await initialAssets(browser, `${app.origin}${route}`);
        checks.push({ name: `client: ${name} initial JS ≤ 150 KB gzipped`, ok: assets.js <= jsBudget });
        sizeRows.push([name, `\`${route}\``, String(assets.files), kb(assets.js), kb(assets.css), "≤ 150 KB JS", mark(assets.js <= jsBudget)]);
      }
    } finally {
      await browser.close();
    }
    const scoreRows: string[][] = [];
    for (const [name, route] of routes.filter(([n]) => ["home", "browse", "detail"].includes(n))) {
      log(`client: Lighthouse on ${route}`);
      const report = await lighthouse(`${app.origin}${route}`);
      const score = Math.round(report.categories.performance.score * 100);
      checks.push({ name: `client: Lighthouse mobile performance ≥ 95 on ${name}`, ok: score >= 95 });
      scoreRows.push([
        name,
        String(score),
        ms(report, "first-contentful-paint"),
        ms(report, "largest-contentful-paint"),
        `${num(report.audits["total-blocking-time"]?.numericValue ?? 0)} ms`,
        num(report.audits["cumulative-layout-shift"]?.numericValue ?? 0, 3),
        ms(report, "speed-index"),
        "≥ 95",
        mark(score >= 95),
      ]);
    }
    const markdown = [
      "### 5. The client",
      "",
      `${ctx.stamp}. Each route opened in a new Chromium context (empty cache) until the network was idle; every script and stylesheet it requested is counted, gzipped at the default level. Lighthouse 12.8.2 with its default mobile settings (simulated slow 4G, 4× CPU slowdown) against the production server on this database.`,
      "",
      table(["Route", "Path", "Files", "JS gzipped", "CSS gzipped", "Target", "Met"], sizeRows),
      "",
      table(["Page", "Performance", "FCP", "LCP", "TBT", "CLS", "Speed Index", "Target", "Met"], scoreRows),
    ].join("\n");
    return { id: "client", markdown, checks };
  } finally {
    await app.stop();
  }
}
