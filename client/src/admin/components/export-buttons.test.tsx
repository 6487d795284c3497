// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, stubApi } from "../../test/api-stub";
import { resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { ExportButtons } from "./export-buttons";
import { Toaster } from "./toaster";

resetAfterEach();

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: () => "blob:export", revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  toasts.snapshot().forEach((t) => toasts.remove(t.id));
});

const spreadsheet = (name: string) => new Response("xlsx", { headers: { "Content-Disposition": `attachment; filename="${name}"` } });

function show(country?: string) {
  render(
    <>
      <ExportButtons country={country} />
      <Toaster />
    </>,
  );
}

describe("export buttons", () => {
  it("when no country is chosen, then only Export All is offered, and it downloads under the server's name", async () => {
    const api = stubApi({ "/api/admin/export": () => spreadsheet("businesses_all_2025-01-02.xlsx") });
    show();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Export All" }));
    expect(await screen.findByText("Export complete")).toBeInTheDocument();
    expect(screen.getByText("Saved businesses_all_2025-01-02.xlsx")).toBeInTheDocument();
    expect(saved).toEqual(["businesses_all_2025-01-02.xlsx"]);
    expect(api.requested("/api/admin/export").map((u) => u.search)).toEqual([""]);
  });

  it("when a country is chosen, then Export {country} asks for that country only", async () => {
    const api = stubApi({ "/api/admin/export": () => spreadsheet("businesses_United_States_2025-01-02.xlsx") });
    show("United States");
    await userEvent.click(screen.getByRole("button", { name: "Export United States" }));
    await screen.findByText("Export complete");
    expect(api.requested("/api/admin/export")[0]?.searchParams.get("country")).toBe("United States");
    expect(saved).toEqual(["businesses_United_States_2025-01-02.xlsx"]);
  });

  it("when an export is running, then both buttons are disabled until it ends", async () => {
    let finish: (response: Response) => void = () => undefined;
    stubApi({ "/api/admin/export": () => new Promise<Response>((resolve) => (finish = resolve)) });
    show("Canada");
    await userEvent.click(screen.getByRole("button", { name: "Export Canada" }));
    expect(screen.getByRole("button", { name: "Exporting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Export All" })).toBeDisabled();
    finish(spreadsheet("businesses_Canada.xlsx"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Export Canada" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Export All" })).toBeEnabled();
  });

  it("when the export fails, then 'Export failed' shows the server's message", async () => {
    stubApi({ "/api/admin/export": () => failure(500, JSON.stringify({ message: "Disk full" })) });
    show();
    await userEvent.click(screen.getByRole("button", { name: "Export All" }));
    expect(await screen.findByText("Export failed")).toBeInTheDocument();
    expect(screen.getByText("Disk full")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("when the export fails without a message, then the spec's fallback is shown", async () => {
    stubApi({ "/api/admin/export": () => failure(502) });
    show();
    await userEvent.click(screen.getByRole("button", { name: "Export All" }));
    expect(await screen.findByText("Export failed")).toBeInTheDocument();
    expect(toasts.snapshot()[0]).toMatchObject({ title: "Export failed", description: "Failed to export Excel file", variant: "destructive" });
  });
});
