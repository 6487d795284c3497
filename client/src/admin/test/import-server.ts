import { act } from "@testing-library/react";
import { vi } from "vitest";
import { activeImportStatuses, jobNotStarted, type ImportJob, type ImportUndoResult, type TrashRestoreResult } from "@shared/admin-api";
import { json } from "../../test/api-stub";

let nextId = 100;
export const reopenedMessage = "Its businesses were restored from the trash after its undo";

/** A job as the server sends it; override only what a test is about. */
export function makeJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: nextId++,
    fileName: "shops.csv",
    ...jobNotStarted(),
    existing: "skip",
    keptEditedFields: [],
    status: "reading",
    startedAt: new Date(Date.now() - 30_000).toISOString(),
    finishedAt: null,
    etaSeconds: null,
    ...overrides,
  };
}

/**
 * Stands in for the server's import jobs (GET the list and a job, DELETE to cancel,
 * POST to undo, and the trash restore an undo's toast sends, which makes an undone job done again) by replacing fetch; tests change `jobs` to move a job on, and read
 * `requests` ("GET /api/admin/imports/7") to see what the screen asked.
 */
export class ImportServer {
  readonly jobs = new Map<number, ImportJob>();
  readonly requests: string[] = [];
  undoAnswer: ImportUndoResult = {
    message: "Undone",
    removed: 0,
    batchId: "00000000-0000-4000-8000-000000000000",
    kept: [],
    keptCount: 0,
    reverted: 0,
    keptFields: [],
    keptFieldCount: 0,
  };
  /** What POST /api/admin/trash/restore answers, and the bodies it was sent. */
  restoreAnswer: TrashRestoreResult = { message: "Restored 0 businesses", restored: 0, conflicts: [], conflictCount: 0 };
  readonly restoreBodies: unknown[] = [];
  /** Answers for other GET paths the screen reads, such as the session check. */
  readonly others = new Map<string, unknown>();
  /** Holds the list's answer until released, as the embedded database does while an import writes. */
  listGate: Promise<void> = Promise.resolve();

  constructor(...jobs: ImportJob[]) {
    jobs.forEach((job) => this.jobs.set(job.id, job));
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        this.answer(init?.method ?? "GET", new URL(String(input), "http://localhost").pathname, typeof init?.body === "string" ? init.body : undefined),
      ),
    );
  }

  /** Changes a job, as the server's next answer will show it. */
  set(id: number, changes: Partial<ImportJob>) {
    const job = this.jobs.get(id);
    if (!job) throw new Error(`No job ${id}`);
    this.jobs.set(id, { ...job, ...changes });
  }

  count(request: string): number {
    return this.requests.filter((r) => r === request).length;
  }

  private async answer(method: string, path: string, body: string | undefined): Promise<Response> {
    this.requests.push(`${method} ${path}`);
    if (method === "POST" && path === "/api/admin/trash/restore") {
      const request = JSON.parse(body ?? "null") as { batch?: string } | null;
      this.restoreBodies.push(request);
      // As the server does: restoring an undo's batch makes its import done again.
      if (request?.batch === this.undoAnswer.batchId) {
        for (const job of this.jobs.values()) if (job.status === "undone") this.set(job.id, { status: "done", message: reopenedMessage });
      }
      return json(this.restoreAnswer);
    }
    const [, id, undo] = /^\/api\/admin\/imports\/(\d+)(\/undo)?$/.exec(path) ?? [];
    const job = id === undefined ? undefined : this.jobs.get(Number(id));
    if (method === "GET" && path === "/api/admin/imports") {
      await this.listGate;
      return json({ imports: [...this.jobs.values()].sort((a, b) => b.id - a.id).map((j) => ({ ...j, errors: [] })) });
    }
    if (method === "GET" && this.others.has(path)) return json(this.others.get(path));
    if (id === undefined) return new Response(`No stub for ${method} ${path}`, { status: 501 });
    if (!job) return json({ message: "Import not found" }, { status: 404 });
    if (method === "GET" && !undo) return json(job);
    if (method === "DELETE" && !undo) {
      if (!activeImportStatuses.includes(job.status)) return json({ message: "The import has already finished" }, { status: 409 });
      this.set(job.id, { status: "cancelled", message: "Cancelled: nothing was imported", etaSeconds: null });
      return json(this.jobs.get(job.id));
    }
    if (method === "POST" && undo) {
      if (job.status !== "done") return json({ message: "Only a finished import can be undone" }, { status: 409 });
      this.set(job.id, { status: "undone", message: this.undoAnswer.message });
      return json(this.undoAnswer);
    }
    return new Response(`No stub for ${method} ${path}`, { status: 501 });
  }
}

/** Lets the polling timers run for `ms` of fake time, and the answers they fetched arrive. */
export async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
