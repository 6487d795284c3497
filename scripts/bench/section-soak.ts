import type { BenchContext } from "./context";
import { measure, mixedTarget, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { buildAppServer, startAppServer } from "./processes";
import { mark, mb, num, table, type SectionResult } from "./report";

const settle = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));
const connections = 50;
/** Issue 45: a steady server's memory, and its start on an existing database, to its first answer. */
const maxRssBytes = 400 * 1024 * 1024;
const maxStartSeconds = 30;

/**
 * The mixed public workload for a minute at 50 connections on a fresh server:
 * no request may fail, and memory after the run (measured after the same idle
 * pause as after warm-up, nothing forced) grows at most 10% over its warm
 * level. A leak shows as growth; memory the collector gives back is no fault.
 */
export async function soakSection(ctx: BenchContext): Promise<SectionResult> {
  await buildAppServer();
  const started = performance.now();
  const app = await startAppServer(ctx.databaseUrl);
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const pause = ctx.quick ? 2 : 5;
    log(`soak: warm-up ${ctx.warmup} s`);
    const warm = await measure(app.origin, mixedTarget(ctx.fixtures), connections, ctx.warmup);
    await waitForIdleDatabase(ctx.pool);
    await settle(pause);
    const warmRss = app.memory().rss;
    let highest = warmRss;
    const sampler = setInterval(() => (highest = Math.max(highest, app.memory().rss)), 1000);
    log(`soak: ${ctx.soakSeconds} s at ${connections} connections`);
    const run = await measure(app.origin, mixedTarget(ctx.fixtures), connections, ctx.soakSeconds).finally(() => clearInterval(sampler));
    const endRss = app.memory().rss;
    await waitForIdleDatabase(ctx.pool);
    await settle(pause);
    const afterRss = app.memory().rss;
    const growth = (afterRss - warmRss) / warmRss;
    const checks = [
      { name: "soak: zero errors", ok: run.errors === 0 && warm.errors === 0 },
      { name: "soak: memory after the run at most 10% above after warm-up", ok: growth <= 0.1 },
      { name: "soak: RSS ≤ 400 MB throughout", ok: highest <= maxRssBytes },
      { name: `soak: start on the existing database ≤ ${maxStartSeconds} s`, ok: startSeconds <= maxStartSeconds },
    ];
    const markdown = [
      "### Soak: mixed public workload",
      "",
      `${ctx.stamp}. A fresh server; ${ctx.warmup} s warm-up, then ${ctx.soakSeconds} s, both at ${connections} connections, the same weighted mix of every public endpoint (35% detail pages over ${num(ctx.fixtures.slugs.length)} slugs, city and category pages at depths 1–25, list pages, searches, home-page counts). Memory is the server's RSS, read ${pause} s after the requests left queued had been answered, each time; nothing is forced (no GC call).`,
      "",
      table(
        ["Phase", "Requests", "req/s", "p50 ms", "p99 ms", "Errors"],
        [
          ["warm-up", num(warm.responses), num(warm.rps), num(warm.p50), num(warm.p99), num(warm.errors)],
          ["soak", num(run.responses), num(run.rps), num(run.p50), num(run.p99), num(run.errors)],
        ],
      ),
      "",
      table(
        ["Start, to its first answer", "RSS after warm-up", "highest during soak", "right after soak", `${pause} s after soak`, "change", "Target", "Met"],
        [
          [
            `${num(startSeconds, 1)} s`,
            mb(warmRss),
            mb(highest),
            mb(endRss),
            mb(afterRss),
            `${growth >= 0 ? "+" : ""}${num(growth * 100, 1)}%`,
            `start ≤ ${maxStartSeconds} s; 0 errors; at most +10%; RSS ≤ 400 MB`,
            mark(checks.every((c) => c.ok)),
          ],
        ],
      ),
    ].join("\n");
    return { id: "soak", markdown, checks };
  } finally {
    await app.stop();
  }
}
