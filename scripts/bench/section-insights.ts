import type { BenchContext } from "./context";
import { measure, publicEndpoints, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { startAppServer } from "./processes";
import { mark, num, percentile, table, type Check, type SectionResult } from "./report";

/**
 * The list pages the insights count (decision 049), held in memory so that a request's own work is
 * smallest and the counting's share of it largest: a search's first page and a town's, as the app asks
 * for them (20 a page, from the first), and the plain list, which counts nothing, for comparison.
 */
const connections = 50;
/** The least share of the rate with counting off that the rate with it on must keep. */
const floor = 0.95;
/** Sent as a browser's, so the server counts visitors, as it mostly would. */
const headers = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 (npm run bench)" };

/**
 * What counting visitors' searches and page views costs the list pages: three servers of the same build
 * against the same database, the second with INSIGHTS=on (a flush every 5 s), the others off, each asked
 * in turn for the same pages; the two with counting off against each other show how far two equal
 * servers differ on this host.
 */
export async function insightsSection(ctx: BenchContext): Promise<SectionResult> {
  const off = await startAppServer(ctx.databaseUrl, { INSIGHTS: "off" });
  const on = await startAppServer(ctx.databaseUrl, { INSIGHTS: "on", INSIGHTS_FLUSH_SECONDS: "5" });
  const control = await startAppServer(ctx.databaseUrl, { INSIGHTS: "off" });
  const servers = { off, on, control };
  try {
    const byName = (start: string) => publicEndpoints(ctx.fixtures).find((e) => e.name.startsWith(start) && !e.headers);
    const city = byName("city (");
    const common = byName("search common");
    const endpoints = [
      { name: "list page 1 (not counted)", target: "/api/businesses?limit=20&offset=0" },
      ...(common ? [{ name: `${common.name}, counted`, target: `${String(common.target)}&limit=20&offset=0` }] : []),
      ...(city ? [{ name: `${city.name}, counted`, target: `${String(city.target)}?limit=20&offset=0` }] : []),
    ];
    const rounds = ctx.quick ? 2 : 5;
    const rows: string[][] = [];
    const checks: Check[] = [];
    for (const endpoint of endpoints) {
      log(`${endpoint.name}: warming each server up for ${ctx.warmup} s`);
      for (const server of [off, on, control]) await measure(server.origin, endpoint.target, connections, ctx.warmup, { headers });
      const rates = { off: [] as number[], on: [] as number[], control: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        log(`${endpoint.name}, round ${round + 1} of ${rounds}, counting off, on and off, ${ctx.duration} s each`);
        const order = (["off", "on", "control"] as const).map((_, i, all) => all[(i + round) % all.length] as keyof typeof servers);
        for (const which of order) {
          rates[which].push((await measure(servers[which].origin, endpoint.target, connections, ctx.duration, { headers })).rps);
          await waitForIdleDatabase(ctx.pool);
        }
      }
      const [withoutCounting, withCounting, again] = [percentile(rates.off, 50), percentile(rates.on, 50), percentile(rates.control, 50)];
      const baseline = (withoutCounting + again) / 2;
      const ratio = baseline > 0 ? withCounting / baseline : 0;
      const ok = ratio >= floor;
      log(`${endpoint.name}: counting on keeps ${num(ratio * 100, 1)}% of the rate with it off`);
      checks.push({ name: `${endpoint.name} with insights: ≥ ${floor * 100}% of the rate without`, ok });
      rows.push([
        endpoint.name,
        num(withoutCounting),
        num(withCounting),
        num(again),
        `${num(ratio * 100, 1)}%`,
        withoutCounting > 0 ? `${num((again / withoutCounting) * 100, 1)}%` : "—",
        mark(ok),
      ]);
    }
    const markdown = [
      "### Insights on and off",
      "",
      `${ctx.stamp}. Three servers of the same build against the same database, the second with \`INSIGHTS=on\` (counted in memory, written every 5 s; decision 049), the others \`INSIGHTS=off\`; ${connections} connections, ${rounds} rounds of ${ctx.duration} s on each in turn; req/s as the median of the rounds. "On / off" sets the one counting against the mean of the two that do not; "Off / off" is those two against each other.`,
      "",
      table(["List page", "Off req/s", "On req/s", "Off again", "On / off", "Off / off", `≥ ${floor * 100}%`], rows),
    ].join("\n");
    return { id: "insights", markdown, checks };
  } finally {
    await Promise.all([off.stop(), on.stop(), control.stop()]);
  }
}
