import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { cacheLookups, type Lookups } from "../cache/versioned-cache";
import { waitingForEmbedded, type Db } from "../db/database";
import { importMetrics, type ImportObserver } from "./import-metrics";

/** What the metrics read: the app's databases and the data version its answer caches follow. */
export interface MetricSources {
  db: Db;
  /** The replica, when public reads go to one. */
  readDb: Db;
  dataVersion: object;
}

/** Methods Node's parser takes are a few dozen; the rest of them share one label. */
const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** From an answer held in memory (well under a millisecond) to a slow import request. */
const durationBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's metrics, in a registry of its own (tests build several apps in one process): requests by route
 * and status, the database pools, the answer caches, the imports, and the process's own (event-loop lag,
 * memory, garbage collection). Figures kept elsewhere (pools, caches) are read when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly imports: ImportObserver;
  private readonly requests: Histogram<"method" | "route" | "status_code">;

  constructor({ db, readDb, dataVersion }: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer's end, by method, route pattern and status",
      labelNames: ["method", "route", "status_code"],
      buckets: durationBuckets,
      registers,
    });
    poolMetrics(registers, readDb === db ? { primary: db } : { primary: db, replica: readDb });
    cacheMetrics(registers, dataVersion);
    this.imports = importMetrics(registers);
  }

  request(method: string | undefined, route: string, status: number, seconds: number): void {
    this.requests.observe({ method: method && methods.has(method) ? method : "other", route, status_code: status }, seconds);
  }
}

function poolMetrics(registers: Registry[], pools: Record<string, Db>): void {
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"],
      registers,
      collect() {
        for (const [pool, db] of Object.entries(pools)) this.set({ pool }, read(db.$client));
      },
    });
  gauge("mainstreet_db_pool_connections", "Connections the pool holds open", (pool) => pool.totalCount);
  gauge("mainstreet_db_pool_idle_connections", "Open connections no statement uses", (pool) => pool.idleCount);
  gauge("mainstreet_db_pool_waiting_requests", "Requests for a connection waiting for one to be free", (pool) => pool.waitingCount);
  const { primary } = pools;
  if (primary && waitingForEmbedded(primary) !== undefined) {
    new Gauge({
      name: "mainstreet_db_embedded_waiting_messages",
      help: "Protocol messages of the embedded database's connections waiting for its one session",
      registers,
      collect() {
        this.set(waitingForEmbedded(primary) ?? 0);
      },
    });
  }
}

function cacheMetrics(registers: Registry[], dataVersion: object): void {
  const counter = (name: string, help: string, read: (lookups: Lookups) => number) =>
    new Counter({
      name,
      help,
      labelNames: ["cache"],
      registers,
      collect() {
        this.reset();
        for (const [cache, lookups] of cacheLookups(dataVersion)) this.inc({ cache }, read(lookups));
      },
    });
  counter("mainstreet_cache_hits_total", "Lookups an answer cache held the answer for", (lookups) => lookups.hits);
  counter("mainstreet_cache_misses_total", "Lookups an answer cache did not hold the answer for", (lookups) => lookups.misses);
}
