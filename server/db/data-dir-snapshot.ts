import { cp, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { askHolder, claimDataDir } from "./data-dir-claim";

/** Where in DATA_DIR the embedded database keeps its files. */
export function engineDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/**
 * Copies the embedded database's files into a new folder in DATA_DIR (same disk,
 * same owner) and returns that folder; its `pglite` folder is the copy. The caller
 * makes sure no statement runs meanwhile: the copy is then what a crash at that
 * instant would leave, which PostgreSQL opens as all that was committed and none
 * of what was not (an import under way is absent, never half there).
 */
export async function copyEngineDir(dataDir: string): Promise<string> {
  const folder = await mkdtemp(path.join(dataDir, "backup-"));
  try {
    await cp(engineDir(dataDir), engineDir(folder), { recursive: true });
    return folder;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A snapshot folder of DATA_DIR's database, for the caller to read and remove:
 * made by the process holding the directory (a running server copies its files
 * between two statements), or, when none does, copied here while this process
 * holds the directory. `madeBy` names the holder that made it.
 */
export async function takeSnapshot(dataDir: string): Promise<{ folder: string; madeBy?: string }> {
  const answer = await askHolder(dataDir, "snapshot");
  if (answer?.snapshot) return { folder: answer.snapshot, madeBy: answer.holder };
  if (answer) throw new Error(answer.error ?? `${answer.holder} made no snapshot`);
  const claim = await claimDataDir(dataDir);
  try {
    return { folder: await copyEngineDir(dataDir) };
  } finally {
    await claim.release();
  }
}
