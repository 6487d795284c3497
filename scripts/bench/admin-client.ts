import { importResult, type ImportResult } from "../../shared/admin-api";
import type { ServerProcess } from "./processes";

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
    const response = await fetch(`${server.origin}/api/admin/login`, {
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

  async importFile(file: Buffer, fileName: string): Promise<ImportResult> {
    const form = new FormData();
    form.append("excelFile", new Blob([new Uint8Array(file)]), fileName);
    const response = await this.fetch("/api/admin/import", { method: "POST", body: form });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`import failed: ${response.status} ${JSON.stringify(body)}`);
    return importResult.parse(body);
  }

  /** Ends the session, so the benchmark leaves no session row behind. */
  async logout(): Promise<void> {
    await this.fetch("/api/admin/logout", { method: "POST" });
  }
}
