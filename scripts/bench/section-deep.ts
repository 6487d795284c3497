import type { BenchContext } from "./context";
import { measure, mixedTarget, waitForIdleDatabase, type Measurement } from "./load";
import { log } from "./log";
import { startAppServer, type ServerProcess } from "./processes";
import { mark, mb, num, table, type SectionResult } from "./report";
import { startSteadyLoad } from "./steady-load";
import { publicConnections, publicRate } from "./import-under-load";

const q = encodeURIComponent;
/** Deep pages asked each second, each at an offset not asked before (issue 39). */
const deepRate = 20;
const deepConnections = 5;

/**
 * Pages as deep as a list goes, every one different, so the server never holds a ready answer for one: a
 * search past the results it serves (a common word, and words not asked before), and lists without
 * words at offsets between 9,000 and 10,000 (the browse list, a town, a category).
 */
function deepTarget(ctx: BenchContext): () => string {
  const { commonTerm, varietyTerms, cities, groups } = ctx.fixtures;
  let k = 0;
  return () => {
    k += 1;
    const offset = 9_000 + (k % 1_000);
    switch (k % 5) {
      case 0:
        return `/api/businesses?search=${q(commonTerm.term)}&offset=${1_000 + k}`;
      case 1:
        return `/api/businesses?search=${q(varietyTerms[k % varietyTerms.length] ?? commonTerm.term)}&offset=${2_000 + k}`;
      case 2:
        return `/api/businesses?offset=${offset}`;
      case 3:
        return `/api/city/${q(cities[k % Math.min(5, cities.length)] ?? "")}?offset=${offset}`;
      default:
        return `/api/category/${q(groups[k % Math.min(5, groups.length)] ?? "")}?offset=${offset}`;
    }
  };
}

/** The visitors' steady traffic for `seconds`, with the server's highest RSS meanwhile. */
async function visitors(ctx: BenchContext, app: ServerProcess, seconds: number, alongside?: () => { stop(): void; result: Promise<Measurement> }) {
  let highest = app.memory().rss;
  const sampler = setInterval(() => (highest = Math.max(highest, app.memory().rss)), 500);
  const deep = alongside?.();
  const load = startSteadyLoad(app.origin, mixedTarget(ctx.fixtures), { connections: publicConnections, duration: seconds, rate: publicRate });
  const measured = await load.result;
  deep?.stop();
  const deepMeasured = await deep?.result;
  clearInterval(sampler);
  return { measured, deepMeasured, highest };
}

/**
 * Issue 39: deep pages at 20 a second, each different, beside visitors' steady traffic. Visitors' p99
 * stays within 1.5 times its value without them, and the server's memory stays flat (its highest RSS
 * within 10% of the highest without them).
 */
export async function deepSection(ctx: BenchContext): Promise<SectionResult> {
  const app = await startAppServer(ctx.databaseUrl);
  const seconds = ctx.quick ? 5 : 30;
  try {
    log(`deep: warm-up ${ctx.warmup} s`);
    await measure(app.origin, mixedTarget(ctx.fixtures), publicConnections, ctx.warmup);
    await waitForIdleDatabase(ctx.pool);
    log(`deep: ${seconds} s of visitors alone at ${publicRate} requests/s`);
    const alone = await visitors(ctx, app, seconds);
    await waitForIdleDatabase(ctx.pool);
    log(`deep: ${seconds} s of visitors with ${deepRate} deep pages/s`);
    const withDeep = await visitors(ctx, app, seconds, () =>
      startSteadyLoad(app.origin, deepTarget(ctx), { connections: deepConnections, duration: seconds + 5, rate: deepRate }),
    );
    const deep = withDeep.deepMeasured as Measurement;
    const ratio = withDeep.measured.p99 / Math.max(1, alone.measured.p99);
    const growth = withDeep.highest / alone.highest;
    const checks = [
      { name: "deep: visitors' p99 within 1.5× with deep pages", ok: ratio <= 1.5 },
      { name: "deep: highest RSS within 10% with deep pages", ok: growth <= 1.1 },
      { name: "deep: zero errors", ok: alone.measured.errors + withDeep.measured.errors + deep.errors === 0 },
    ];
    const row = (name: string, m: Measurement, highest: number) => [name, num(m.responses), num(m.rps), num(m.p50), num(m.p99), num(m.errors), mb(highest)];
    const markdown = [
      "### Deep pages beside visitors",
      "",
      `${ctx.stamp}. A fresh server, ${ctx.warmup} s of mixed load to warm it, then ${seconds} s of visitors alone and ${seconds} s of the same visitors with ${deepRate} deep pages a second, each at an offset not asked before: searches past the 1,000 results a search serves (a common word, and words not asked before) and lists without words 9,000 to 10,000 results deep (browse, a town, a category). Visitors are the soak's mix at a steady ${publicRate} requests/s on ${publicConnections} connections; RSS is the server's, read every 0.5 s. An offset past 10,000 is refused by validation (400) and costs nothing to measure.`,
      "",
      table(
        ["Phase", "Requests", "req/s", "p50 ms", "p99 ms", "Errors", "highest RSS"],
        [
          row("visitors alone", alone.measured, alone.highest),
          row("visitors, with deep pages", withDeep.measured, withDeep.highest),
          row("the deep pages themselves", deep, withDeep.highest),
        ],
      ),
      "",
      table(
        ["visitors' p99 with / without", "highest RSS with / without", "Target", "Met"],
        [[`${num(ratio, 2)}×`, `${num(growth, 2)}×`, "p99 ≤ 1.5×, RSS ≤ 1.1×, 0 errors", mark(checks.every((c) => c.ok))]],
      ),
    ].join("\n");
    return { id: "deep", markdown, checks };
  } finally {
    await app.stop();
  }
}
