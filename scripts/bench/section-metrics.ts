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
 * What /metrics costs the hot read path: three servers of the same build, the second with METRICS_TOKEN,
 * each asked in turn for the same answers, a Prometheus scrape of the one with metrics after each of its
 * runs. Turns rather than one server after the other, since on a shared host the load of the moment moves
 * them all alike; the two without metrics against each other show how far two equal servers differ here.
 */
export async function metricsSection(ctx: BenchContext): Promise<SectionResult> {
  const off = await startAppServer(ctx.databaseUrl);
  const on = await startAppServer(ctx.databaseUrl, { METRICS_TOKEN: token });
  const control = await startAppServer(ctx.databaseUrl);
  const servers = { off, on, control };
  try {
    const endpoints = publicEndpoints(ctx.fixtures).filter((e) => hotPaths.some((name) => e.name.startsWith(name)) && !e.headers);
    const rounds = ctx.quick ? 2 : 5;
    const rows: string[][] = [];
    const checks: Check[] = [];
    for (const endpoint of endpoints) {
      const rates = { off: [] as number[], on: [] as number[], control: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        log(`${endpoint.name}, round ${round + 1} of ${rounds}, metrics off, on and off, ${ctx.duration} s each`);
        // Which goes first moves round by round, so none always follows another's garbage.
        const order = (["off", "on", "control"] as const).map((_, i, all) => all[(i + round) % all.length] as keyof typeof servers);
        for (const which of order) {
          rates[which].push((await measure(servers[which].origin, endpoint.target, connections, ctx.duration, endpoint)).rps);
          if (which === "on") await scrape(on.origin);
          await waitForIdleDatabase(ctx.pool);
        }
      }
      const [withoutMetrics, withMetrics, again] = [percentile(rates.off, 50), percentile(rates.on, 50), percentile(rates.control, 50)];
      const baseline = (withoutMetrics + again) / 2;
      const ratio = baseline > 0 ? withMetrics / baseline : 0;
      const ok = ratio >= floor;
      checks.push({ name: `${endpoint.name} with metrics: ≥ ${floor * 100}% of the rate without`, ok });
      const each = (list: number[]) => list.map((r) => num(r)).join(" / ");
      rows.push([
        endpoint.name,
        num(withoutMetrics),
        num(withMetrics),
        num(again),
        `${num(ratio * 100, 1)}%`,
        withoutMetrics > 0 ? `${num((again / withoutMetrics) * 100, 1)}%` : "—",
        each(rates.off),
        each(rates.on),
        each(rates.control),
        mark(ok),
      ]);
    }
    const markdown = [
      "### Metrics on and off",
      "",
      `${ctx.stamp}. Three servers of the same build, the second with \`METRICS_TOKEN\` (decision 039), ${connections} connections, ${rounds} rounds of ${ctx.duration} s on each in turn, /metrics scraped after each run with metrics; req/s as the median of the rounds. "On / off" sets the one with metrics against the mean of the two without; "Off / off" is those two against each other, how far equal servers differ on this host in this run.`,
      "",
      table(
        [
          "Endpoint",
          "Off req/s",
          "On req/s",
          "Off again",
          "On / off",
          "Off / off",
          "Off, each round",
          "On, each round",
          "Off again, each round",
          `≥ ${floor * 100}%`,
        ],
        rows,
      ),
    ].join("\n");
    return { id: "metrics", markdown, checks };
  } finally {
    await Promise.all([off.stop(), on.stop(), control.stop()]);
  }
}

async function scrape(origin: string): Promise<void> {
  const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  await res.text();
}
