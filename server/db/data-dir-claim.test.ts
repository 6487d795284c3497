import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { askHolder, claimDataDir, DataDirHeldError } from "./data-dir-claim";

const folders: string[] = [];
const dataDir = () => {
  const made = mkdtempSync(path.join(tmpdir(), "mainstreet-claim-"));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe("holding DATA_DIR", () => {
  it("when a process holds DATA_DIR, then a second claim is refused naming it, and after release it succeeds", async () => {
    const dir = dataDir();
    const first = await claimDataDir(dir);
    await expect(claimDataDir(dir)).rejects.toThrow(DataDirHeldError);
    await expect(claimDataDir(dir)).rejects.toThrow(new RegExp(`is in use by .*\\(pid ${process.pid}\\)`));
    expect(await askHolder(dir, "snapshot")).toMatchObject({ error: expect.stringMatching(/cannot take a backup now/) });
    await first.release();
    expect(existsSync(path.join(dir, "holder.sock"))).toBe(false);
    expect(await askHolder(dir, "who")).toBeUndefined();
    await (await claimDataDir(dir)).release();
  });

  it("when the holder was killed and left its socket, then nobody is taken to hold it and a claim takes it over", async () => {
    const dir = dataDir();
    const socket = path.join(dir, "holder.sock");
    const holder = spawn(process.execPath, ["-e", "require('node:net').createServer().listen(process.argv[1], () => console.log('up'))", socket]);
    await once(holder.stdout, "data");
    holder.kill("SIGKILL");
    await once(holder, "exit");
    expect(existsSync(socket)).toBe(true);
    expect(await askHolder(dir, "who")).toBeUndefined();
    const claim = await claimDataDir(dir);
    expect(await askHolder(dir, "who")).toMatchObject({ holder: expect.stringMatching(`pid ${process.pid}`) });
    await claim.release();
  });

  it("when DATA_DIR is too deep for a socket's path, then the claim is refused saying so, and no socket is made", async () => {
    const deep = path.join(dataDir(), "d".repeat(60), "e".repeat(60));
    await expect(claimDataDir(deep)).rejects.toThrow(/DATA_DIR is too deep for its socket/);
    expect(existsSync(deep)).toBe(false);
  });
});
