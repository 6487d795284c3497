import type pg from "pg";
import type { Fixtures } from "./fixtures";

export interface BenchContext {
  databaseUrl: string;
  /** The benchmark's own connection, for picking values and cleaning up. */
  pool: pg.Pool;
  fixtures: Fixtures;
  quick: boolean;
  /** Seconds per endpoint and connection count. */
  duration: number;
  /** Seconds of mixed load before measuring. */
  warmup: number;
  soakSeconds: number;
  importRows: number;
  /** Rows of the million section's file: 1,000,000 but in smoke tests. */
  millionRows: number;
  /** "Measured <date> at commit <sha>", printed at the top of each section. */
  stamp: string;
}
