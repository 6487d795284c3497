import { Agent, request } from "node:http";
import type { LoadRun, Measurement, Target } from "./load";
import { percentile } from "./report";

const tickMs = 5;
const timeoutMs = 10_000;

/**
 * Requests at an even pace, `rate` a second spread over each second, on at most `connections` kept-alive
 * connections (a request finding them all busy waits for one). autocannon's `overallRate` gives every
 * connection a quota per second that it sends back to back, so its 200 requests a second arrived as one
 * burst each second, all connections together, and the server was saturated for 100-250 ms of it. Each
 * latency counts from the moment its request was due, so time spent waiting for a connection is in it.
 */
export function startSteadyLoad(origin: string, target: Target, options: { connections: number; duration: number; rate: number }): LoadRun {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let inFlight = 0;
  const started = performance.now();
  let finish: () => void = () => {};
  const drained = new Promise<void>((resolve) => (finish = resolve));
  let stopped = false;

  const send = (due: number) => {
    sent += 1;
    inFlight += 1;
    const path = typeof target === "string" ? target : target(origin);
    const done = (ok: boolean) => {
      if (ok) latencies.push(performance.now() - due);
      else errors += 1;
      inFlight -= 1;
      if (stopped && inFlight === 0) finish();
    };
    const req = request(`${origin}${path}`, { agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
      res.on("error", () => done(false));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => done(false));
    req.end();
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    if (inFlight === 0) finish();
  };
  const timer = setInterval(() => {
    const elapsed = performance.now() - started;
    if (elapsed >= options.duration * 1000) return stop();
    const due = Math.floor((elapsed * options.rate) / 1000);
    while (sent < due) send(started + (sent * 1000) / options.rate);
  }, tickMs);

  const result = drained.then((): Measurement => {
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    return {
      connections: options.connections,
      rps: latencies.length / seconds,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      responses: latencies.length + errors,
      errors,
    };
  });
  return { stop, result };
}
