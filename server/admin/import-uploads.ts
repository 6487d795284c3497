import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";

const prefix = "mainstreet-uploads-";
/** Host names as they may stand in a folder name (a container's is its id). */
const host = hostname().replace(/[^A-Za-z0-9.]/g, "_") || "host";

/**
 * Uploads wait on disk for their import (a million-row file is hundreds of MB), in a folder of this
 * process's own: named for the host, the process id and a token of this start, so that a process
 * that later gets the same id (a container's server is often process 1 at every start) does not
 * take over its predecessor's folder, and can tell that folder is stale.
 */
export const uploadDir = path.join(tmpdir(), `${prefix}${host}-${process.pid}-${randomBytes(4).toString("hex")}`);
const uploadsParent = path.dirname(uploadDir);

/** `mainstreet-uploads-<host>-<pid>-<token>`, or `mainstreet-uploads-<pid>` as versions before the token named it. */
const namePattern = /^mainstreet-uploads-(?:([A-Za-z0-9._]+)-(\d+)-[0-9a-f]{8}|(\d+))$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/**
 * Whether an upload folder in the temporary folder is left over by a process that has ended: one of
 * this host whose process is gone, or one that carries this very process's id and is not its own (its
 * owner ended and the id came round to this process). A folder of another host (containers sharing a
 * temporary folder, whose process ids mean nothing here) or of a running process is never judged
 * stale: another instance on this machine may be receiving or importing a file in it. A running
 * process that merely got a dead one's id keeps that folder until it ends too; the next start then
 * takes it.
 */
function isStale(name: string): boolean {
  if (path.join(uploadsParent, name) === uploadDir) return false;
  const match = namePattern.exec(name);
  if (!match) return false;
  const [, folderHost, tokenPid, legacyPid] = match;
  if (folderHost !== undefined && folderHost !== host) return false;
  const pid = Number(tokenPid ?? legacyPid);
  return pid === process.pid || !isRunning(pid);
}

/**
 * Removes the upload folders processes left behind when they ended without removing them (SIGKILL,
 * a crash, the machine stopping): each may hold a whole upload. Run at start, before this process
 * takes any upload; synchronous, as start-up is, so it has ended before the server answers. Best
 * effort: a folder that cannot be read or removed now is tried again at the next start.
 */
export function removeStaleUploadDirs(): void {
  let names: string[];
  try {
    names = readdirSync(uploadsParent).filter((name) => name.startsWith(prefix));
  } catch {
    return;
  }
  for (const name of names.filter(isStale)) {
    try {
      rmSync(path.join(uploadsParent, name), { recursive: true, force: true });
    } catch {
      // Left for the next start.
    }
  }
}
