import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../test/free-port";

/** Debian's package (apt-get install pgbouncer): 1.18, which keeps no prepared statements across transactions. */
const pgbouncerBinary = "/usr/sbin/pgbouncer";

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

/**
 * A real PgBouncer in transaction pooling mode in front of `target`'s server, with a pool of two
 * server connections per database, so the app's ten connections share them transaction by transaction.
 */
export class PgBouncer {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(target: URL): Promise<PgBouncer> {
    const dir = mkdtempSync(path.join(tmpdir(), "mainstreet-pgbouncer-"));
    // Run as root, PgBouncer switches to the postgres user (-u), which must read its files.
    chmodSync(dir, 0o755);
    const port = await freePort();
    writeFileSync(path.join(dir, "users.txt"), `"${decodeURIComponent(target.username) || "postgres"}" ""\n`);
    writeFileSync(
      path.join(dir, "pgbouncer.ini"),
      [
        "[databases]",
        `* = host=${target.hostname} port=${target.port || 5432}`,
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        `listen_port = ${port}`,
        "auth_type = trust",
        `auth_file = ${path.join(dir, "users.txt")}`,
        "pool_mode = transaction",
        "default_pool_size = 2",
        "max_client_conn = 200",
        "unix_socket_dir =",
        "ignore_startup_parameters = extra_float_digits,options",
      ].join("\n"),
    );
    const asRoot = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
    const child = spawn(pgbouncerBinary, [...asRoot, path.join(dir, "pgbouncer.ini")], { stdio: "ignore" });
    const bouncer = new PgBouncer(child, dir, port);
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await bouncer.stop();
        throw new Error(`PgBouncer did not start on port ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return bouncer;
  }

  /** `url` with its host and port replaced by this PgBouncer's. */
  route(url: string): string {
    const routed = new URL(url);
    routed.host = `127.0.0.1:${this.port}`;
    return routed.toString();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once("exit", resolve));
      this.child.kill("SIGTERM");
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
