import type { BenchContext } from "./context";
import { measure, publicEndpoints, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { startAppServer } from "./processes";
import { mark, num, percentile, table, type Check, type SectionResult } from "./report";

/** The answers from memory, where a request's own work is smallest and the metrics' share of it largest. */
const hotPaths = ["statistics", "list page 1", "detail"];
const connections = 50;
/** The least share of the rate without metrics that the rate with them must keep. */
const floor = 0.95;
const token = "bench-metrics-token-0123456789abcdef";

/**
 * What /metrics costs the hot read path: two servers, the same build, one with METRICS_TOKEN, each asked
 * in turn for the same answers, a Prometheus scrape of the one with metrics after each of its runs. Turns
 * rather than one server after the other: on a shared host the load of the moment moves both alike.
 */
export async function metricsSection(ctx: BenchContext): Promise<SectionResult> {
  const off = await startAppServer(ctx.databaseUrl);
  const on = await startAppServer(ctx.databaseUrl, { METRICS_TOKEN: token });
  try {
    const endpoints = publicEndpoints(ctx.fixtures).filter((e) => hotPaths.some((name) => e.name.startsWith(name)) && !e.headers);
    const rounds = ctx.quick ? 2 : 5;
    const rows: string[][] = [];
    const checks: Check[] = [];
    for (const endpoint of endpoints) {
      const rates = { off: [] as number[], on: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        log(`${endpoint.name}, round ${round + 1} of ${rounds}, metrics off and on, ${ctx.duration} s each`);
        // Which goes first alternates, so neither always follows the other's garbage.
        for (const which of round % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const)) {
          const server = which === "on" ? on : off;
          rates[which].push((await measure(server.origin, endpoint.target, connections, ctx.duration, endpoint)).rps);
          if (which === "on") await scrape(on.origin);
          await waitForIdleDatabase(ctx.pool);
        }
      }
      const [withoutMetrics, withMetrics] = [percentile(rates.off, 50), percentile(rates.on, 50)];
      const ratio = withoutMetrics > 0 ? withMetrics / withoutMetrics : 0;
      const ok = ratio >= floor;
      checks.push({ name: `${endpoint.name} with metrics: ≥ ${floor * 100}% of the rate without`, ok });
      rows.push([
        endpoint.name,
        num(withoutMetrics),
        num(withMetrics),
        `${num(ratio * 100, 1)}%`,
        rates.off.map((r) => num(r)).join(" / "),
        rates.on.map((r) => num(r)).join(" / "),
        mark(ok),
      ]);
    }
    const markdown = [
      "### Metrics on and off",
      "",
      `${ctx.stamp}. Two servers of the same build, one with \`METRICS_TOKEN\` (decision 039), ${connections} connections, ${rounds} rounds of ${ctx.duration} s on each in turn, /metrics scraped after each run with metrics; req/s as the median of the rounds.`,
      "",
      table(["Endpoint", "Off req/s", "On req/s", "On / off", "Off, each round", "On, each round", `≥ ${floor * 100}%`], rows),
    ].join("\n");
    return { id: "metrics", markdown, checks };
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
}

async function scrape(origin: string): Promise<void> {
  const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  await res.text();
}
