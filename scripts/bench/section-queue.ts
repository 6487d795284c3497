import { performance } from "node:perf_hooks";
import { apiPaths } from "../../shared/api-paths";
import { suggestionPage, type SuggestionKind } from "../../shared/suggestions";
import { AdminClient } from "./admin-client";
import type { BenchContext } from "./context";
import { log } from "./log";
import { startAppServer } from "./processes";
import { insertQueueFixture, removeQueueFixture } from "./queue-fixture";
import { mark, num, percentile, table, type SectionResult } from "./report";

const openItems = 10_000;
/** The bound for a decision, and for a page of the queue. */
const targetMs = 200;

interface Timing {
  name: string;
  ms: number[];
  failures: number;
}

async function timedRequests(name: string, paths: string[], send: (path: string) => Promise<Response>): Promise<Timing> {
  const timing: Timing = { name, ms: [], failures: 0 };
  for (const path of paths) {
    const started = performance.now();
    const response = await send(path);
    await response.arrayBuffer();
    timing.ms.push(performance.now() - started);
    if (!response.ok) timing.failures += 1;
  }
  return timing;
}

/** The newest open items of a kind, as the operator sees them first. */
async function newestOpen(admin: AdminClient, kind: SuggestionKind, count: number): Promise<number[]> {
  const response = await admin.fetch(`${apiPaths.admin.suggestions}?kind=${kind}&limit=${count}`);
  return suggestionPage.parse(await response.json()).items.map((item) => item.id);
}

/**
 * Issue 41: the operator's queue holding 10,000 open items. Pages of it (the first, by kind, the
 * deepest, each with the open count for the badge), then accepts of each kind and rejects, one after
 * another as an operator makes them; every one must answer within 200 ms.
 */
export async function queueSection(ctx: BenchContext): Promise<SectionResult> {
  const rounds = ctx.quick ? 5 : 25;
  log(`queue: storing ${num(openItems)} open items`);
  const kept = await insertQueueFixture(ctx.pool, openItems);
  const app = await startAppServer(ctx.databaseUrl);
  try {
    const admin = await AdminClient.login(app);
    const get = (path: string) => admin.fetch(path);
    const post = (path: string) => admin.fetch(path, { method: "POST" });
    const list = apiPaths.admin.suggestions;
    await timedRequests(
      "warm-up",
      Array.from({ length: 10 }, () => list),
      get,
    );
    const pages = [
      await timedRequests(
        "first page, every kind",
        Array.from({ length: rounds }, () => list),
        get,
      ),
      await timedRequests(
        "first page of one kind",
        Array.from({ length: rounds }, (_, i) => `${list}?kind=${["edit", "closed", "moved", "submission"][i % 4]}`),
        get,
      ),
      await timedRequests(
        "deepest page (offset 9,980)",
        Array.from({ length: rounds }, () => `${list}?offset=9980`),
        get,
      ),
    ];
    log("queue: decisions");
    const decide = async (name: string, kind: SuggestionKind, decision: "accept" | "reject") =>
      timedRequests(
        name,
        (await newestOpen(admin, kind, rounds)).map((id) => apiPaths.admin.suggestionDecision(id, decision)),
        post,
      );
    const decisions = [
      await decide("accept a new phone", "edit", "accept"),
      await decide("accept a closure", "closed", "accept"),
      await decide("accept a new address", "moved", "accept"),
      await decide("accept an owner's business", "submission", "accept"),
      await decide("reject", "edit", "reject"),
    ];
    const all = [...pages, ...decisions];
    const worst = Math.max(...all.map((t) => percentile(t.ms, 99)));
    const failures = all.reduce((sum, t) => sum + t.failures, 0);
    const checks = [
      { name: `queue: every page and decision within ${targetMs} ms (p99) at ${num(openItems)} open items`, ok: worst <= targetMs },
      { name: "queue: zero errors", ok: failures === 0 },
    ];
    const row = (t: Timing) => [
      t.name,
      num(t.ms.length),
      num(percentile(t.ms, 50), 1),
      num(percentile(t.ms, 99), 1),
      num(Math.max(...t.ms), 1),
      num(t.failures),
    ];
    const markdown = [
      "### The operator's queue",
      "",
      `${ctx.stamp}, on a database of ${num(ctx.fixtures.businessCount)} businesses. ${num(openItems)} open items stored (the four kinds in turn, about 1,000 businesses), a fresh server, 10 pages to warm it, then ${rounds} requests of each row one after another, as one operator makes them. Every page carries the open count (the tab's badge), counted from the (status, id) index. An accepted phone, closure or address goes through the edit path (history, revert, change notice); an accepted owner's business is inserted with its slug and added to the counts. The items, businesses, edits and values are put back afterwards.`,
      "",
      table(["Request", "Requests", "p50 ms", "p99 ms", "max ms", "Errors"], all.map(row)),
      "",
      table(["worst p99", "Target", "Met"], [[`${num(worst, 1)} ms`, `≤ ${targetMs} ms, 0 errors`, mark(checks.every((c) => c.ok))]]),
    ].join("\n");
    return { id: "queue", markdown, checks };
  } finally {
    await app.stop();
    log("queue: removing the items and putting the businesses back");
    await removeQueueFixture(ctx.pool, ctx.databaseUrl, kept);
  }
}
