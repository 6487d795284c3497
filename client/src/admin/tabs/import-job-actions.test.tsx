// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAfterEach } from "../../test/render";
import { renderImportTab } from "../test/render-import-tab";
import { elapse, ImportServer, makeJob, reopenedMessage } from "../test/import-server";
import { toasts } from "../toast-store";

resetAfterEach();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  toasts.snapshot().forEach((t) => toasts.remove(t.id));
});
afterEach(() => vi.useRealTimers());

const lastToast = () => toasts.snapshot()[0];
const row = (name: string) => screen.getByRole("listitem", { name });
const finished = { status: "done", finishedAt: new Date().toISOString() } as const;

const setup = () => renderImportTab({ fakeTimers: true });

describe("cancel", () => {
  it("when Cancel is pressed on a running job, then it is cancelled at once, its row says so and keeps focus, and reading it stops", async () => {
    const server = new ImportServer(makeJob({ id: 3, fileName: "big.csv", status: "writing", rowsRead: 9_000, imported: 6_000 }));
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Cancel import of big.csv" }));
    expect(server.count("DELETE /api/admin/imports/3")).toBe(1);
    const item = row("big.csv");
    expect(within(item).getByText("Cancelled")).toBeInTheDocument();
    expect(within(item).getByText("Cancelled: nothing was imported")).toBeInTheDocument();
    expect(within(item).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /Undo/ })).not.toBeInTheDocument();
    expect(item).toHaveFocus();
    expect(lastToast()).toMatchObject({ title: "Import cancelled", description: "big.csv: Cancelled: nothing was imported" });

    const polls = server.count("GET /api/admin/imports/3");
    await elapse(5000);
    expect(server.count("GET /api/admin/imports/3")).toBe(polls);
  });

  it("when the job ended before Cancel arrived (409), then the server's reason is shown and the job's end is read", async () => {
    const server = new ImportServer(makeJob({ id: 3, fileName: "big.csv", status: "writing" }));
    const { user } = setup();
    const cancel = await screen.findByRole("button", { name: "Cancel import of big.csv" });
    server.set(3, { ...finished, imported: 40, message: "Imported 40 businesses" });
    await user.click(cancel);
    expect(within(row("big.csv")).getByText("Could not cancel: The import has already finished")).toBeInTheDocument();
    await waitFor(() => expect(within(row("big.csv")).getByText("Imported 40 businesses")).toBeInTheDocument());
    expect(within(row("big.csv")).getByRole("button", { name: "Undo import of big.csv" })).toBeEnabled();
    expect(lastToast()).toMatchObject({ title: "Import Completed" });
  });
});

describe("undo", () => {
  const keptResult = {
    message: "Removed 98 businesses; kept 2 edited since the import",
    removed: 98,
    batchId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    kept: [
      { id: 11, name: "Kept Cafe" },
      { id: 12, name: "Edited Diner" },
    ],
    keptCount: 2,
    reverted: 0,
    keptFields: [],
    keptFieldCount: 0,
  };

  it("when Undo is pressed, then a confirmation says what will go; Cancel leaves everything and gives focus back", async () => {
    const server = new ImportServer(makeJob({ id: 5, fileName: "shops.xlsx", ...finished, imported: 100 }));
    const { user } = setup();
    const undo = await screen.findByRole("button", { name: "Undo import of shops.xlsx" });
    await user.click(undo);
    const dialog = screen.getByRole("alertdialog", { name: "Undo this import?" });
    expect(dialog).toHaveTextContent(
      "The 100 businesses that shops.xlsx added will leave the directory and its public pages for the trash, where they can be restored for 30 days.",
    );
    expect(dialog).toHaveTextContent("Any of them edited since the import are kept.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(undo).toHaveFocus());
    expect(server.count("POST /api/admin/imports/5/undo")).toBe(0);
  });

  it("when the undo is confirmed, then the removed and kept rows are told in a toast and in the row, and every screen showing businesses reloads", async () => {
    const server = new ImportServer(makeJob({ id: 5, fileName: "shops.xlsx", ...finished, imported: 100 }));
    server.undoAnswer = keptResult;
    const { user, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(await screen.findByRole("button", { name: "Undo import of shops.xlsx" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Undo import" }));

    expect(server.count("POST /api/admin/imports/5/undo")).toBe(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({
      title: "Import undone",
      description:
        "shops.xlsx: 98 businesses moved to the trash; 2 kept because they were edited since: Kept Cafe, Edited Diner. Restorable for 30 days from the Trash tab.",
      action: { label: "Undo" },
    });
    const item = row("shops.xlsx");
    expect(within(item).getByText("Undone")).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: /Undo import/ })).not.toBeInTheDocument();
    expect(within(item).getByText("Removed 98 businesses; kept 2 edited since the import")).toBeInTheDocument();
    const kept = within(item).getByText("2 businesses were kept because edited since the import:").parentElement!;
    expect(
      within(kept)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Kept Cafe", "Edited Diner"]);
    await waitFor(() => expect(item).toHaveFocus());
    for (const key of ["/api/businesses", "/api/statistics", "/api/admin/sitemap-stats", "/api/admin/imports"]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [key] });
    }
    expect(await screen.findByText("Import undone", { selector: "li > div" })).toBeInTheDocument();
  });

  it("when the undo toast's Undo is pressed, then the undone import's batch is restored from the trash, the toast says so and the row can be undone again", async () => {
    const server = new ImportServer(makeJob({ id: 5, fileName: "shops.xlsx", ...finished, imported: 100 }));
    server.undoAnswer = keptResult;
    server.restoreAnswer = { message: "Restored 98 businesses", restored: 98, conflicts: [], conflictCount: 0 };
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Undo import of shops.xlsx" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Undo import" }));
    const notice = (await screen.findByText("Import undone", { selector: "li > div" })).closest("li")!;
    // A plain click: jsdom has no pointer capture, which the toast's swipe handling asks for.
    fireEvent.click(within(notice).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Restored 98 businesses")).toBeInTheDocument();
    expect(server.restoreBodies).toEqual([{ batch: keptResult.batchId }]);
    // The list is read again: the job is done, with its Undo back and the undo's kept names gone.
    const item = row("shops.xlsx");
    expect(await within(item).findByRole("button", { name: "Undo import of shops.xlsx" })).toBeInTheDocument();
    expect(within(item).getByText(reopenedMessage)).toBeInTheDocument();
    expect(within(item).queryByText(/kept because edited since the import/)).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Recent imports" })).getByRole("status")).toHaveTextContent(
      "shops.xlsx: its businesses are back from the trash",
    );
  });

  it("when the undo moved nothing (every business was edited since), then its toast offers no restore", async () => {
    const server = new ImportServer(makeJob({ id: 5, fileName: "shops.xlsx", ...finished, imported: 2 }));
    server.undoAnswer = { ...keptResult, message: "Undid the import: 0 businesses moved to the trash", removed: 0 };
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Undo import of shops.xlsx" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Undo import" }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Import undone" }));
    expect(lastToast()?.action).toBeUndefined();
    expect(lastToast()?.description).toMatch(/^shops\.xlsx: 0 businesses moved to the trash; 2 kept/);
  });

  it("when the server refuses the undo (409), then the reason is shown and the job stays as it was", async () => {
    const server = new ImportServer(makeJob({ id: 5, fileName: "shops.xlsx", ...finished, imported: 100 }));
    const { user } = setup();
    const undo = await screen.findByRole("button", { name: "Undo import of shops.xlsx" });
    server.set(5, { status: "undone" });
    await user.click(undo);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Undo import" }));
    expect(lastToast()).toMatchObject({ title: "Undo failed", description: "Only a finished import can be undone", variant: "destructive" });
    await waitFor(() => expect(within(row("shops.xlsx")).getByText("Undone")).toBeInTheDocument());
  });
});

describe("a finished job's row errors", () => {
  it("when its errors are opened, then they are read from the job (the list leaves them out) and listed", async () => {
    const errors = [
      { row: 4, message: "name is empty" },
      { row: 9, sheet: "Sheet2", message: 'rating must be a number from 1 to 5 (got "7")' },
    ];
    const server = new ImportServer(makeJob({ id: 6, fileName: "rows.xlsx", ...finished, imported: 10, totalErrors: 1500, errors }));
    const { user } = setup();
    const summary = await screen.findByText("Row errors (1,500)");
    expect(server.count("GET /api/admin/imports/6")).toBe(0);
    await user.click(summary);
    const details = summary.closest("details")!;
    await waitFor(() => expect(within(details).getAllByRole("listitem")).toHaveLength(2));
    expect(server.count("GET /api/admin/imports/6")).toBe(1);
    expect(within(details).getByText("Showing the first 2 of 1,500.")).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Row 4: name is empty", 'Row 9 (sheet Sheet2): rating must be a number from 1 to 5 (got "7")']);
  });
});
