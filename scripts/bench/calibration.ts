import { measure } from "./load";
import { log } from "./log";
import { startBareServer } from "./processes";
import { num, table } from "./report";

/**
 * Two figures that depend on the host and not on our code, measured at the start
 * of every run: when our figures move, a reader can tell a slow host (these move
 * too) from a slow change (these stay).
 */

const loopIterations = 400_000_000;
const loopRuns = 3;
const bareConnections = 10;
const bareSeconds = 5;
const bareWarmupSeconds = 2;

/** xorshift32 and a multiply per step: integer work only, no allocation, the same sum on every host. */
function cpuLoop(iterations: number): number {
  let x = 2463534242;
  let sum = 0;
  for (let i = 0; i < iterations; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    sum = (sum + Math.imul(x, 2654435761)) >>> 0;
  }
  return sum;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Milliseconds of each timed run. A few short runs first: without them the first
 * two long calls took 2.7× as long here (V8 optimising the loop mid-call), and
 * only calls that enter it already optimised show the host's speed.
 */
function timeCpuLoop(): number[] {
  for (let i = 0; i < 5; i++) cpuLoop(1_000_000);
  const sums = new Set<number>();
  const times = Array.from({ length: loopRuns }, () => {
    const started = performance.now();
    sums.add(cpuLoop(loopIterations));
    return performance.now() - started;
  });
  // Keeping the sums keeps the loop from being optimised away; two sums would mean the runs did different work.
  if (sums.size !== 1) throw new Error(`CPU loop gave different sums: ${[...sums].join(", ")}`);
  return times;
}

/** The calibration table for the top of the report, or why it could not be measured. */
export async function calibration(databaseUrl: string): Promise<string> {
  const rows: string[][] = [];
  try {
    log(`calibration: CPU loop, ${loopRuns} runs`);
    const times = timeCpuLoop();
    rows.push([
      `CPU loop: ${num(loopIterations / 1e6)} million xorshift steps, median of ${loopRuns}`,
      `${num(median(times))} ms`,
      `runs ${times.map((t) => num(t)).join(" / ")} ms`,
    ]);
    const bare = await startBareServer(databaseUrl);
    try {
      log(`calibration: bare server /api/statistics, ${bareConnections} connections, ${bareWarmupSeconds} s warm-up + ${bareSeconds} s`);
      await measure(bare.origin, "/api/statistics", bareConnections, bareWarmupSeconds);
      const m = await measure(bare.origin, "/api/statistics", bareConnections, bareSeconds);
      rows.push([
        `Bare server \`/api/statistics\` (in memory), ${bareConnections} connections, ${bareSeconds} s`,
        `${num(m.rps)} req/s`,
        `p50 ${num(m.p50)} ms, p99 ${num(m.p99)} ms, ${num(m.errors)} errors`,
      ]);
    } finally {
      await bare.stop();
    }
  } catch (error) {
    rows.push(["Calibration failed", error instanceof Error ? error.message : String(error), ""]);
  }
  return [
    "### Calibration",
    "",
    `Measured at the start of this run, whatever sections it ran: figures of the host, not of our code, so a reader can tell a slow host (these are slower too) from a slow change (these are not). The CPU loop is pure JavaScript on one core, after a few short untimed runs; the bare server (\`scripts/bench/bare-server.ts\`) had a ${bareWarmupSeconds} s warm-up first; autocannon runs in the benchmark process, as in the load section.`,
    "",
    table(["Measure", "Result", "Detail"], rows),
  ].join("\n");
}
