import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import type { Socket } from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../shared/schema";
import { claimDataDir } from "./data-dir-claim";
import { copyEngineDir, engineDir } from "./data-dir-snapshot";
import { inProcessPair } from "./in-process-connection";
import { keepRequestsWhole } from "./pglite-socket-queue";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: queries that must run inside a caller's transaction take this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * How to open one more connection of its own to the same database (the change listener's and the
   * migrations'): straight to PostgreSQL, also when the pool goes through a transaction pooler.
   */
  connection: pg.ClientConfig;
  /** The pool goes through a transaction pooler (PgBouncer): no session state may outlive a transaction. */
  pooled: boolean;
  kind: "embedded" | "postgres";
  /** True when an embedded database was created by this call rather than reopened. */
  created: boolean;
  close(): Promise<void>;
}

const poolSize = 10;

const embedded = new WeakSet<Db>();
const unnamed = new WeakSet<Db>();

/**
 * The name for a prepared statement on this database. PGlite serves every pooled
 * connection from its one session, where two connections preparing the same name
 * would collide, and a transaction pooler (PgBouncer before 1.21) hands each
 * transaction to any server connection, where the name is unknown: there
 * statements stay unnamed (parsed each time).
 */
export function statementName(db: Db, name: string): string {
  return unnamed.has(db) ? "" : name;
}
export function isEmbedded(db: Db): boolean {
  return embedded.has(db);
}

const waitingMessages = new WeakMap<Db, () => number>();

/** On the embedded database, the protocol messages of its connections waiting for its one session; else undefined. */
export function waitingForEmbedded(db: Db): number | undefined {
  return waitingMessages.get(db)?.();
}

/** A server that does not answer fails a request (and start-up) in seconds instead of hanging it. */
const connectionTimeoutMillis = 5000;

/**
 * The extensions the migrations create: a PGlite opened elsewhere (the tests' copies of a migrated one)
 * loads the same. The embedded engine's modules load only when it is used: on PostgreSQL they would
 * only take memory (BENCHMARKS.md, "Figures behind code comments").
 */
export async function embeddedExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([import("@electric-sql/pglite/contrib/pg_trgm"), import("@electric-sql/pglite/contrib/unaccent")]);
  return { pg_trgm, unaccent };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * `databaseUrl` goes through a transaction pooler; this URL reaches the same database directly,
   * for what needs a session of its own (LISTEN, the migrations' lock).
   */
  databaseDirectUrl?: string;
  /** `databaseUrl` goes through a transaction pooler, and nothing here needs a session (a replica). */
  pooled?: boolean;
  /** Embedded: told each time a backup's snapshot was copied, and how long statements waited for it. */
  onSnapshot?: (waitedMs: number) => void;
}

/**
 * One code path for both databases: the app always talks to PostgreSQL through
 * `pg`. Without a URL, PGlite runs in-process and is served to that pool over
 * in-process connections, so sessions, migrations and queries are the same everywhere.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pooled = Boolean(options.databaseDirectUrl) || options.pooled === true;
    const connection = { connectionString: options.databaseUrl, connectionTimeoutMillis };
    const own = options.databaseDirectUrl ? { connectionString: options.databaseDirectUrl, connectionTimeoutMillis } : connection;
    return fromPool(new pg.Pool({ ...connection, max: poolSize }), own, "postgres", false, async () => {}, pooled);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  if (options.dataDir === "memory://") return serveEmbedded(await PGlite.create({ dataDir: "memory://", extensions: await embeddedExtensions() }), true);
  const dataDir = engineDir(options.dataDir);
  let pglite: PGlite | undefined;
  // Claimed before the files are opened: a second process opening them would corrupt them (decision 017).
  // A backup's snapshot is copied under the engine's lock, which every statement takes: between two statements.
  const claim = await claimDataDir(options.dataDir, async () => {
    if (!pglite) throw new Error("the database is still opening");
    const started = Date.now();
    const folder = await pglite.runExclusive(() => copyEngineDir(options.dataDir));
    options.onSnapshot?.(Date.now() - started);
    return folder;
  });
  try {
    const created = !existsSync(path.join(dataDir, "PG_VERSION"));
    await mkdir(dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir, extensions: await embeddedExtensions() });
    return await serveEmbedded(pglite, created, claim.release);
  } catch (error) {
    await pglite?.close().catch(() => {});
    await claim.release();
    throw error;
  }
}

/**
 * How long a connection may hold the embedded database's one session idle (a transaction left open)
 * while other statements wait for it. An import's transaction is the longest holder the app has, and
 * it waits for its file's next rows for about a second at most.
 */
const embeddedIdleHolderMs = 60_000;

/**
 * Serves an open PGlite to a `pg` pool over connections that never leave the process: no port or
 * socket file that another local process could open and run SQL on as superuser. Closing the
 * Database closes the PGlite too, then calls `closed` (which releases DATA_DIR).
 */
export async function serveEmbedded(pglite: PGlite, created: boolean, closed = async () => {}, idleHolderMs = embeddedIdleHolderMs): Promise<Database> {
  const { PGLiteSocketServer, PGLiteSocketHandler } = await import("@electric-sql/pglite-socket");
  // Never started, so it listens nowhere: only its queue serves, which the handlers below share.
  const server = new PGLiteSocketServer({ db: pglite });
  const handlers = new Map<number, InstanceType<typeof PGLiteSocketHandler>>();
  const waiting = keepRequestsWhole(server, { ms: idleHolderMs, end: (id) => void handlers.get(id)?.detach(true) });
  const { queryQueue } = server as unknown as { queryQueue: ConstructorParameters<typeof PGLiteSocketHandler>[0]["queryQueue"] };
  const connection: pg.ClientConfig = {
    user: "postgres",
    database: "postgres",
    stream: () => {
      const [client, end] = inProcessPair();
      const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
      handlers.set(handler.handlerId, handler);
      const forget = () => handlers.delete(handler.handlerId);
      handler.addEventListener("close", forget);
      handler.addEventListener("error", forget);
      // It calls only what InProcessSocket has of a net.Socket (on, write, end, destroy, setNoDelay).
      void handler.attach(end as unknown as Socket);
      return client;
    },
  };
  const database = fromPool(new pg.Pool({ ...connection, max: poolSize }), connection, "embedded", created, async () => {
    await Promise.all([...handlers.values()].map((handler) => handler.detach(true)));
    await pglite.close();
    await closed();
  });
  waitingMessages.set(database.db, waiting);
  return database;
}

function fromPool(
  pool: pg.Pool,
  connection: pg.ClientConfig,
  kind: Database["kind"],
  created: boolean,
  closeEngine: () => Promise<void>,
  pooled = false,
): Database {
  // An idle client losing its connection must not crash the process; the pool replaces it. A client
  // checked out between two statements (an import's transaction while its worker reads) reports the
  // loss as an 'error' event too: its next statement fails instead, which the caller handles.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  let closed = false;
  const db = drizzle(pool, { schema });
  if (kind === "embedded") embedded.add(db);
  if (kind === "embedded" || pooled) unnamed.add(db);
  return {
    db,
    pool,
    connection,
    pooled,
    kind,
    created,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await closeEngine();
    },
  };
}
