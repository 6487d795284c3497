import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { z } from "zod";
import { importJob, importJobStarted, type ImportJob } from "../../shared/admin-api";
import { apiPaths } from "../../shared/api-paths";
import type { ExistingRows } from "../../shared/schema";
import type { ServerProcess } from "./processes";

/** The batch id is there when deleted businesses go to the trash, as one batch to restore or purge. */
const deleteAllAnswer = z.object({ deleted: z.number().int(), batchId: z.string().optional() });

/** What the upload of an import job answered: the job's id, or why the server refused the file. */
export type ImportStart = { ok: true; importId: number } | { ok: false; status: number; message: string };

async function failure(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "message" in body) return String(body.message);
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 300) || response.statusText;
}

/**
 * Signs in as the operator and makes admin requests with that session. The
 * Origin header names the server itself, as the browser's admin screens do.
 */
export class AdminClient {
  private constructor(
    private readonly server: ServerProcess,
    private readonly cookie: string,
  ) {}

  static async login(server: ServerProcess): Promise<AdminClient> {
    const response = await fetch(`${server.origin}${apiPaths.admin.login}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.origin },
      body: JSON.stringify(server.admin),
    });
    if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return new AdminClient(server, cookie);
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.server.origin}${path}`, {
      ...init,
      headers: { ...init.headers, Cookie: this.cookie, Origin: this.server.origin },
    });
  }

  /** Uploads a file as an import job (a Blob from fs.openAsBlob is read from disk as it goes up). */
  async startImport(file: Blob, fileName: string, existing: ExistingRows = "skip"): Promise<ImportStart> {
    const form = new FormData();
    form.append("excelFile", file, fileName);
    const response = await this.fetch(`${apiPaths.admin.importAsJob}&existing=${existing}`, { method: "POST", body: form });
    if (response.status === 202) return { ok: true, importId: importJobStarted.parse(await response.json()).importId };
    return { ok: false, status: response.status, message: await failure(response) };
  }

  async importJob(id: number): Promise<ImportJob> {
    const response = await this.fetch(apiPaths.admin.importJob(id));
    if (!response.ok) throw new Error(`import job ${id}: ${response.status} ${await failure(response)}`);
    return importJob.parse(await response.json());
  }

  /** Stops a job; answered once its transaction has rolled back. */
  async cancelImport(id: number): Promise<void> {
    const response = await this.fetch(apiPaths.admin.importJob(id), { method: "DELETE" });
    if (!response.ok && response.status !== 409) throw new Error(`cancelling import ${id}: ${response.status} ${await failure(response)}`);
  }

  /** Takes out the rows a finished job added. */
  async undoImport(id: number): Promise<void> {
    const response = await this.fetch(apiPaths.admin.importUndo(id), { method: "POST" });
    if (!response.ok) throw new Error(`undoing import ${id}: ${response.status} ${await failure(response)}`);
  }

  /** Streams the export of every business into `file`; answers its size in bytes. */
  async exportTo(file: string): Promise<number> {
    const response = await this.fetch(apiPaths.admin.export);
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status} ${await failure(response)}`);
    const out = createWriteStream(file);
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), out);
    return out.bytesWritten;
  }

  /** Takes out every business, as the admin's danger zone does; answers how many, and their trash batch if any. */
  async deleteAll(): Promise<{ deleted: number; batchId?: string }> {
    const response = await this.fetch(apiPaths.admin.deleteAll, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ confirm: "DELETE" }),
    });
    if (!response.ok) throw new Error(`delete-all failed: ${response.status} ${await failure(response)}`);
    return deleteAllAnswer.parse(await response.json());
  }

  /** Ends the session, so the benchmark leaves no session row behind. */
  async logout(): Promise<void> {
    await this.fetch(apiPaths.admin.logout, { method: "POST" });
  }
}
