import { afterEach, describe, expect, it } from "vitest";
import { activeImportStatuses, importJobList, type ImportJob } from "../../shared/admin-api";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { countInTown, createStorage, rowsInsertedMessage, ServerProcess, townOf, type Storage } from "./server-process";

/**
 * Issue 8, faults: a server stopped in the middle of an import. SIGKILL gives it
 * no chance to clean up: the file's rows must then be all there or not there at all.
 * SIGTERM must let the import (an in-flight request) finish before the process exits.
 */

const rowCount = 30_000;

/** A large import file whose every business name carries `batch`, so the API can count exactly its rows. */
function largeFile(batch: string): Buffer {
  return makeCsv(
    Array.from({ length: rowCount }, (_, i) => businessRow({ name: `Resilience ${batch} ${i}`, full_address: `${i} Elm St, ${townOf(batch)}, IL 62701` })),
  );
}

function startImport(server: ServerProcess, cookie: string, file: Buffer, fileName: string): Promise<Response> {
  const form = new FormData();
  form.append("excelFile", new Blob([new Uint8Array(file)]), fileName);
  return fetch(`${server.url}/api/admin/import`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
}

/** How many businesses of the file (all in one town of their own) the database holds. */
const countOf = (server: ServerProcess, batch: string) => countInTown(server, townOf(batch));

/** The most recent job of `fileName`, read until it is no longer under way (a crashed one ends when found abandoned). */
async function jobStatusOnceEnded(server: ServerProcess, cookie: string, fileName: string): Promise<ImportJob | undefined> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${server.url}/api/admin/imports`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const job = importJobList.parse(await res.json()).imports.find((j) => j.fileName === fileName);
    if (!job || !activeImportStatuses.includes(job.status) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const writingStarted = (fileName: string) => (line: { msg: string }) => line.msg.startsWith(`Import of ${fileName}: `);

let storage: Storage | undefined;
const servers: ServerProcess[] = [];

async function start(): Promise<ServerProcess> {
  storage ??= await createStorage();
  // A stop waits this long for the import; at the default (25 s) a loaded host could cut it short, rolled
  // back whole, which server/resilience/shutdown.test.ts covers.
  const server = await ServerProcess.start({ ...storage.env, SHUTDOWN_TIMEOUT_SECONDS: "600" }, { reportInserts: true });
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await storage?.drop();
  storage = undefined;
});

describe("an import interrupted by the process ending", () => {
  it("when the server is SIGKILLed while writing a large import, then after a restart the database holds all of the file or none of it", async () => {
    const batch = `k${uniqueToken()}`;
    const first = await start();
    const cookie = await first.login();
    const answer = startImport(first, cookie, largeFile(batch), "large.csv").catch((error: unknown) => error);
    await first.waitFor(writingStarted("large.csv"));
    // Into the transaction, not before it: rows are written, and not committed.
    await first.waitFor((line) => line.msg === rowsInsertedMessage);
    first.kill("SIGKILL");
    expect((await first.exit()).signal).toBe("SIGKILL");
    expect(await answer).toBeInstanceOf(Error);
    expect(first.lines.some((l) => /committed/.test(l.msg))).toBe(false);

    const second = await start();
    expect([0, rowCount]).toContain(await countOf(second, batch));
    // Its job reads failed: at once on the embedded database (one process), within seconds of its last touch on PostgreSQL.
    const secondCookie = await second.login();
    expect(await jobStatusOnceEnded(second, secondCookie, "large.csv")).toMatchObject({ status: "failed", message: expect.stringMatching(/server stopped/) });
    // The import lock died with the connection: the same file imports whole now.
    const retry = await startImport(second, await second.login(), largeFile(batch), "large.csv");
    expect(retry.status).toBe(200);
    expect(await countOf(second, batch)).toBe(rowCount);
  });

  it("when the server gets SIGTERM during an import, then the import finishes and answers, and the process exits cleanly", async () => {
    const batch = `t${uniqueToken()}`;
    const server = await start();
    const cookie = await server.login();
    const answer = startImport(server, cookie, largeFile(batch), "graceful.csv");
    await server.waitFor(writingStarted("graceful.csv"));
    server.kill("SIGTERM");

    const res = await answer;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { stats: { imported: number } }).stats.imported).toBe(rowCount);
    expect(await server.exit()).toEqual({ code: 0, signal: null });
    // After SIGTERM no new request is taken.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    const again = await start();
    expect(await countOf(again, batch)).toBe(rowCount);
  });
});
