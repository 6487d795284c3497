import type { BenchContext } from "./context";
import { measure, mixedTarget, publicEndpoints, waitForIdleDatabase, type Endpoint, type Measurement } from "./load";
import { log } from "./log";
import { startAppServer, startBareServer } from "./processes";
import { mark, num, table, type Check, type SectionResult } from "./report";

/** The issue's targets for one endpoint at one connection count; undefined when none applies. */
function goalFor(endpoint: Endpoint, ours: Measurement, bare: Measurement): { text: string; ok: boolean } | undefined {
  const c = ours.connections;
  // A run in which nothing came back proves nothing: it fails whatever target applies.
  const answered = ours.responses > 0;
  const ratio = bare.rps > 0 ? ours.rps / bare.rps : 0;
  const goal = (text: string, ok: boolean) => ({ text, ok: answered && ok });
  switch (endpoint.goal) {
    case "page":
      return c === 50 ? goal("≥ 2,500/s, p99 ≤ 50 ms, ≥ 60% of bare", ours.rps >= 2500 && ours.p99 <= 50 && ratio >= 0.6) : undefined;
    case "count":
      return c === 50 ? goal("≥ 5,000/s", ours.rps >= 5000) : undefined;
    case "search":
      if (c === 1) return goal("p50 ≤ 20 ms (one client)", ours.p50 <= 20);
      return c === 10 ? goal("p50 ≤ 30 ms, p99 ≤ 100 ms", ours.p50 <= 30 && ours.p99 <= 100) : undefined;
    case "typo":
    case "zip":
      if (c === 1) return goal("p50 ≤ 30 ms (one client)", ours.p50 <= 30);
      return c === 10 ? searchesUnderLoad(goal, ours) : undefined;
    case "place":
      return c === 10 ? searchesUnderLoad(goal, ours) : undefined;
    case "suggest":
      return c === 10 ? goal("p50 ≤ 10 ms, p99 ≤ 50 ms", ours.p50 <= 10 && ours.p99 <= 50) : undefined;
    case "depth":
      return c === 10 ? goal("p50 ≤ 50 ms", ours.p50 <= 50) : undefined;
    default:
      return undefined;
  }
}

/** Issue 45's target for searches of every kind, distinct queries at 10 connections. */
const searchesUnderLoad = (goal: (text: string, ok: boolean) => { text: string; ok: boolean }, ours: Measurement) =>
  goal("p50 ≤ 30 ms, p99 ≤ 150 ms", ours.p50 <= 30 && ours.p99 <= 150);

/** Rate, p50, p99 and errors; latencies mean nothing when no response came back. */
const cells = (m: Measurement) => (m.responses === 0 ? [num(m.rps), "—", "—", num(m.errors)] : [num(m.rps), num(m.p50), num(m.p99), num(m.errors)]);

const searchGoals = new Set(["search", "typo", "zip", "place", "suggest"]);
const levelsFor = (endpoint: Endpoint) => (searchGoals.has(endpoint.goal) ? [1, 10, 50] : [10, 50]);
const notMeasured = { connections: 0, rps: 0, p50: 0, p99: 0, responses: 0, errors: 0 };

/** Sections 1 and 2 of the issue: every public endpoint on our server and on the bare node:http + pg server. */
export async function loadSection(ctx: BenchContext): Promise<SectionResult> {
  const app = await startAppServer(ctx.databaseUrl);
  const bare = await startBareServer(ctx.databaseUrl);
  try {
    const endpoints = publicEndpoints(ctx.fixtures);
    for (const server of [app, bare]) {
      log(`warming up ${server.name} for ${ctx.warmup} s (mixed workload, 50 connections)`);
      await measure(server.origin, mixedTarget(ctx.fixtures), 50, ctx.warmup);
      await waitForIdleDatabase(ctx.pool);
    }
    const rows: string[][] = [];
    const checks: Check[] = [];
    for (const endpoint of endpoints) {
      for (const connections of levelsFor(endpoint)) {
        log(`${endpoint.name}, ${connections} connections, ${ctx.duration} s each`);
        const ours = await measure(app.origin, endpoint.target, connections, ctx.duration, endpoint);
        await waitForIdleDatabase(ctx.pool);
        const floor = endpoint.bare === false ? notMeasured : await measure(bare.origin, endpoint.target, connections, ctx.duration, endpoint);
        if (endpoint.bare !== false) await waitForIdleDatabase(ctx.pool);
        const goal = goalFor(endpoint, ours, floor);
        if (goal) checks.push({ name: `${endpoint.name} at ${connections} connections: ${goal.text}`, ok: goal.ok });
        rows.push([
          endpoint.name,
          String(connections),
          ...cells(ours),
          ...cells(floor),
          floor.rps > 0 ? `${num((100 * ours.rps) / floor.rps)}%` : "—",
          goal?.text ?? "",
          goal ? mark(goal.ok) : "",
        ]);
      }
    }
    const markdown = [
      `### 1–2. Public endpoints under load, ours against the bare minimum`,
      "",
      `${ctx.stamp}. autocannon in the benchmark process on the same machine, ${ctx.duration} s per endpoint per connection count, after a ${ctx.warmup} s mixed warm-up of each server; each run starts when the database has finished the previous run's queued queries. Latencies in ms; "errors" counts non-2xx answers, connection errors and timeouts. "Bare" is \`scripts/bench/bare-server.ts\`: node:http + one pg.Pool of 10, the same SQL, columns and in-memory counts, no framework, validation, logging or compression. Requests send no \`Accept-Encoding\` except in the rows "accepting gzip", which send what browsers do (\`gzip, deflate, br\`): ours then answers gzip, the bare server still plain JSON.`,
      "",
      table(["Endpoint", "Conn.", "Ours req/s", "p50", "p99", "Errors", "Bare req/s", "p50", "p99", "Errors", "Ours / bare", "Target", "Met"], rows),
      "",
      `Paths: ${[...new Set(endpoints.map((e) => e.example))].map((path) => `\`${path}\``).join(", ")}.`,
    ].join("\n");
    return { id: "load", markdown, checks };
  } finally {
    await bare.stop();
    await app.stop();
  }
}
