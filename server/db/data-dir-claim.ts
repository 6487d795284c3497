import { chmod, mkdir, rm, unlink } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";

/**
 * The Unix socket a process holding DATA_DIR listens on (decision 017). PGlite is
 * one process's engine: two processes opening one data directory corrupt it. The
 * socket says whether one holds it (a connection is answered) or the last holder
 * died (the file is left, a connection is refused), and carries a backup's request
 * to the holder.
 */
const socketName = "holder.sock";

/** What a process asks the holder of DATA_DIR. */
export type HolderRequest = "who" | "snapshot";

export interface HolderAnswer {
  /** Who holds it, for messages: "server/index.ts (pid 4242)". */
  holder: string;
  /** For "snapshot": a folder holding a copy of the held database, the asker's to read and remove. */
  snapshot?: string;
  error?: string;
}

export class DataDirHeldError extends Error {}

export interface DataDirClaim {
  release(): Promise<void>;
}

/** Answers a backup: makes a snapshot folder and returns its path. */
export type SnapshotMaker = () => Promise<string>;

/** A Unix socket's path has room for 107 bytes on Linux, 103 on macOS; a longer one is cut short, elsewhere. */
const socketPathLimit = process.platform === "linux" ? 107 : 103;

/** The shorter of the socket's absolute and relative paths; a DATA_DIR too deep for both is refused. */
function socketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir, socketName);
  const relative = path.relative(process.cwd(), absolute);
  const shorter = relative.length < absolute.length ? relative : absolute;
  if (Buffer.byteLength(shorter) > socketPathLimit) {
    throw new Error(`DATA_DIR is too deep for its socket ${shorter} (over ${socketPathLimit} bytes): use a shorter path, or run from a folder nearer to it`);
  }
  return shorter;
}

/** This process, as the holder's answers name it. */
function thisProcess(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : "node";
  return `${script} (pid ${process.pid})`;
}

const answerTimeoutMs = 10_000;

/**
 * Asks the process holding `dataDir`. Undefined when none does (no socket, or a
 * socket its process left behind). A snapshot can take as long as copying the
 * database does, hence no time limit for it.
 */
export function askHolder(dataDir: string, request: HolderRequest): Promise<HolderAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let text = "";
    let connected = false;
    const timer = request === "who" ? setTimeout(() => socket.destroy(new Error("the process holding it does not answer")), answerTimeoutMs) : undefined;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ request })}\n`);
    });
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(undefined);
      else reject(new Error(`Cannot ask the process holding ${dataDir}: ${error.message}`));
    });
    socket.on("end", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(text) as HolderAnswer);
      } catch {
        reject(new Error(`The process holding ${dataDir} answered no request (it may be stopping): try again`));
      }
    });
  });
}

/**
 * Makes this process the holder of `dataDir`, or throws DataDirHeldError naming
 * the live holder. A socket left by a holder that died is removed. `snapshot`
 * answers backups; without it a backup is told who holds the directory.
 */
export async function claimDataDir(dataDir: string, snapshot?: SnapshotMaker): Promise<DataDirClaim> {
  const where = socketPath(dataDir);
  // The database's files, its sessions and the generated password: its owner's alone, also when an
  // earlier version made it readable by all.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700).catch((error: NodeJS.ErrnoException) => {
    // A folder of another owner (a mounted volume): its owner decides.
    if (error.code !== "EPERM") throw error;
  });
  const holder = thisProcess();
  const server = createServer((socket) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (!text.includes("\n")) return;
      socket.removeAllListeners("data");
      void answer(text, holder, snapshot).then((reply) => {
        if (socket.writable) socket.end(`${JSON.stringify(reply)}\n`);
        // The asker left before its copy was made: nobody else will remove it.
        else if (reply.snapshot) void rm(reply.snapshot, { recursive: true, force: true });
      });
    });
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await listen(server, where);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      const live = await askHolder(dataDir, "who");
      if (live) throw new DataDirHeldError(`${dataDir} is in use by ${live.holder}`);
      if (attempt > 1) throw new DataDirHeldError(`${dataDir} is being claimed by another process: try again`);
      await unlink(where).catch(() => {});
    }
  }
  // Only its owner may ask for a copy of the database (whoever can read DATA_DIR can read it anyway).
  await chmod(where, 0o600);
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function listen(server: Server, where: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(where, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function answer(text: string, holder: string, snapshot: SnapshotMaker | undefined): Promise<HolderAnswer> {
  let request: unknown;
  try {
    request = (JSON.parse(text) as { request?: unknown }).request;
  } catch {
    return { holder, error: "not a request" };
  }
  if (request === "who") return { holder };
  if (request !== "snapshot") return { holder, error: "unknown request" };
  if (!snapshot) return { holder, error: `${holder} cannot take a backup now: try again when it has finished` };
  try {
    return { holder, snapshot: await snapshot() };
  } catch (error) {
    return { holder, error: `the snapshot failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
