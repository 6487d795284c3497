import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Stands in for XMLHttpRequest: records each request and its FormData, and lets
 * the test drive upload progress and the answer. `install()` stubs the global;
 * resetAfterEach's vi.unstubAllGlobals() restores it.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  static install() {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  }

  method = "";
  url = "";
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  body: FormData | undefined;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** The file sent in the form field excelFile. */
  get file(): File {
    const value = this.body?.get("excelFile");
    if (!(value instanceof File)) throw new Error("No file in excelFile");
    return value;
  }

  async progress(loaded: number, total: number) {
    await act(async () => this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total })));
  }

  async respond(status: number, body: unknown, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    await act(async () => this.onload?.());
  }

  async failNetwork() {
    await act(async () => this.onerror?.());
  }
}
