import type pg from "pg";
import { adminPageSize } from "../../shared/constants";
import type { BenchContext } from "./context";
import { measure, mixedTarget, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { startAppServer, type ServerProcess } from "./processes";
import { mark, num, table, type Check, type SectionResult } from "./report";
import { timed } from "./timed";

/** Every filter and page of the operator's table, not asked before (issue 45). */
const pageMs = 200;
const pages = [1, 2, 20, 200];

/** The most common value of a count's kind: the country, group and fine category with the most businesses. */
async function largest(pool: pg.Pool, kind: string): Promise<string> {
  const { rows } = await pool.query<{ key: string }>("select key from facet_counts where kind = $1 order by business_count desc, key limit 1", [kind]);
  return rows[0]?.key ?? "";
}

async function fetchOk(server: ServerProcess, path: string): Promise<void> {
  const response = await fetch(`${server.origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  await response.arrayBuffer();
}

/**
 * The operator's table (`GET /api/businesses` with its filters, 50 to a page) on a warmed fresh server:
 * each mix of country, category, status and search at pages 1, 2, 20 and 200 (the deepest), each asked
 * once by one client, so no cache holds the answer.
 */
export async function adminSection(ctx: BenchContext): Promise<SectionResult> {
  const [country, group, category] = await Promise.all([largest(ctx.pool, "country"), largest(ctx.pool, "group"), largest(ctx.pool, "category")]);
  const { rows } = await ctx.pool.query<{ n: number }>("select business_count as n from facet_counts where kind = 'verified'");
  const verified = Number(rows[0]?.n ?? 0);
  const common = ctx.fixtures.commonTerm.term;
  const mixes: [string, Record<string, string>][] = [
    [`country (${country})`, { country }],
    [`group (${group})`, { category: group }],
    [`category (${category})`, { category }],
    ["pending", { status: "pending" }],
    ["verified", { status: "verified" }],
    ["country + pending", { country, status: "pending" }],
    ["group + verified", { category: group, status: "verified" }],
    [`search "${common}"`, { search: common }],
    [`search "${ctx.fixtures.rareTerm.term}"`, { search: ctx.fixtures.rareTerm.term }],
    [`search "${common}" + pending`, { search: common, status: "pending" }],
    [`search "${common}" + verified`, { search: common, status: "verified" }],
    [`search "${common}" + country + group + pending`, { search: common, country, category: group, status: "pending" }],
  ];
  const app = await startAppServer(ctx.databaseUrl);
  try {
    log(`admin: warm-up ${ctx.warmup} s of mixed load`);
    await measure(app.origin, mixedTarget(ctx.fixtures), 10, ctx.warmup);
    await waitForIdleDatabase(ctx.pool);
    const measured = [];
    for (const [name, filters] of mixes) {
      const ms: number[] = [];
      for (const page of pages) {
        const query = new URLSearchParams({ ...filters, limit: String(adminPageSize), offset: String((page - 1) * adminPageSize) });
        ms.push((await timed(() => fetchOk(app, `/api/businesses?${query}`))).seconds * 1000);
      }
      measured.push({ name, ms });
    }
    const worst = Math.max(...measured.flatMap((m) => m.ms));
    const checks: Check[] = [{ name: `admin: every filter and page of the operator's table ≤ ${pageMs} ms, not asked before`, ok: worst <= pageMs }];
    const markdown = [
      "### The operator's table",
      "",
      `${ctx.stamp}. A fresh server, ${ctx.warmup} s of mixed load on 10 connections to warm it, then each mix of filters the admin table sends (\`GET /api/businesses\`, ${adminPageSize} to a page) at pages ${pages.join(", ")} (the last is the deepest a list pages to), each asked once by one client. ${num(verified)} businesses verified.`,
      "",
      table(
        ["Filters", ...pages.map((p) => `page ${p}`), "Target", "Met"],
        measured.map((m) => [m.name, ...m.ms.map((v) => `${num(v)} ms`), `each ≤ ${pageMs} ms`, mark(Math.max(...m.ms) <= pageMs)]),
      ),
    ].join("\n");
    return { id: "admin", markdown, checks };
  } finally {
    await app.stop();
  }
}
