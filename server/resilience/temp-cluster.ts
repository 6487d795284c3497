import { execFile } from "node:child_process";
import { appendFileSync, chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../test/free-port";

const run = promisify(execFile);

/** Debian's PostgreSQL 15 programs (postgresql-15), as the machine's own server uses. */
const bin = "/usr/lib/postgresql/15/bin";

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
const asPostgres = (program: string, args: string[]) =>
  process.getuid?.() === 0 ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]) : run(path.join(bin, program), args);

function newDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mainstreet-cluster-"));
  // Owned by whoever runs PostgreSQL: a directory root made is handed to the postgres user.
  if (process.getuid?.() === 0) chmodSync(dir, 0o700);
  return dir;
}

const chownToPostgres = (dir: string) => (process.getuid?.() === 0 ? run("chown", ["-R", "postgres:postgres", dir]) : Promise.resolve());

/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on a free port: one the test may
 * stop and start (an outage), or a hot standby streaming from another (a replica).
 */
export class TempCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** A new primary, trusting local connections, replication included. */
  static async primary(): Promise<TempCluster> {
    const dir = newDir();
    await chownToPostgres(dir);
    await asPostgres("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "--no-sync"]);
    const cluster = new TempCluster(dir, await freePort());
    cluster.configure(["wal_level = replica", "max_wal_senders = 5", "hot_standby = on"]);
    writeFileSync(path.join(dir, "pg_hba.conf"), "local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n");
    await cluster.start();
    return cluster;
  }

  /** A hot standby of `primary` (pg_basebackup, streaming), not yet started. */
  static async standbyOf(primary: TempCluster): Promise<TempCluster> {
    const dir = newDir();
    await chownToPostgres(dir);
    await asPostgres("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      dir,
      "-R",
      "-X",
      "stream",
      "--checkpoint=fast",
      "--no-sync",
    ]);
    const standby = new TempCluster(dir, await freePort());
    standby.configure([]);
    return standby;
  }

  private configure(lines: string[]): void {
    appendFileSync(
      path.join(this.dir, "postgresql.conf"),
      ["", `port = ${this.port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${this.dir}'`, "fsync = off", ...lines, ""].join("\n"),
    );
  }

  async start(): Promise<void> {
    await asPostgres("pg_ctl", ["-D", this.dir, "-l", path.join(this.dir, "server.log"), "-w", "start"]);
  }

  /** "fast": sessions are cut and the server stops, as an operator's restart or a failover does. */
  async stop(): Promise<void> {
    await asPostgres("pg_ctl", ["-D", this.dir, "-m", "fast", "-w", "stop"]);
  }

  url(database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async query<R extends pg.QueryResultRow>(text: string, database = "postgres"): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query<R>(text)).rows;
    } finally {
      await client.end();
    }
  }

  /** Stops it if it runs and removes its files. */
  async remove(): Promise<void> {
    await this.stop().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}
