// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../../test/fake-xhr";
import { renderAt, resetAfterEach } from "../../test/render";
import { elapse, ImportServer, makeJob } from "../test/import-server";
import { toasts } from "../toast-store";
import { ImportTab } from "./import-tab";

resetAfterEach();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  toasts.snapshot().forEach((t) => toasts.remove(t.id));
  FakeXhr.install();
});
afterEach(() => vi.useRealTimers());

const lastToast = () => toasts.snapshot()[0];
const row = (name: string) => screen.getByRole("listitem", { name });
/** The imports' polite live region. */
const news = () => within(screen.getByRole("region", { name: "Recent imports" })).getByRole("status");

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderAt("/admin-panel?tab=import", <ImportTab />) };
}

describe("a job's progress", () => {
  it("when the total is known, then the bar states its percentage and the figures so far, with the time left in words", async () => {
    const job = makeJob({
      fileName: "big.csv",
      status: "writing",
      rowsRead: 20_000,
      rowsTotal: 30_000,
      imported: 14_000,
      duplicatesSkipped: 500,
      totalErrors: 12,
      etaSeconds: 41,
    });
    new ImportServer(job);
    setup();
    const bar = await within(await screen.findByRole("listitem", { name: "big.csv" })).findByRole("progressbar", { name: "Import of big.csv" });
    // 14,000 written + 500 duplicates + 12 errors of 30,000 rows.
    expect(bar).toHaveAttribute("aria-valuenow", "48");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "48%, about 40 s left");
    const figures = within(row("big.csv")).getByRole("list", { name: "So far" });
    expect(
      within(figures)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["20,000 of 30,000 rows read", "14,000 written", "500 duplicates", "12 errors", "about 40 s left"]);
    expect(within(row("big.csv")).getByText("Writing")).toBeInTheDocument();
    expect(within(row("big.csv")).getByRole("button", { name: "Cancel import of big.csv" })).toBeEnabled();
  });

  it("when the total is not known yet, then the bar is indeterminate and its text says how many rows were read", async () => {
    new ImportServer(makeJob({ fileName: "big.csv", status: "reading", rowsRead: 6_000, imported: 0, duplicatesSkipped: 1 }));
    setup();
    const bar = await within(await screen.findByRole("listitem", { name: "big.csv" })).findByRole("progressbar");
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar).not.toHaveAttribute("aria-valuemax");
    expect(bar).toHaveAttribute("aria-valuetext", "6,000 rows read");
    expect(within(row("big.csv")).getByText("1 duplicate")).toBeInTheDocument();
  });

  it("when one row has been read of one, then the figures say row, not rows", async () => {
    new ImportServer(makeJob({ fileName: "one.csv", status: "writing", rowsRead: 1, rowsTotal: 1, imported: 0, duplicatesSkipped: 0 }));
    setup();
    const figures = within(await screen.findByRole("listitem", { name: "one.csv" })).getByRole("list", { name: "So far" });
    expect(within(figures).getByText("1 of 1 row read")).toBeInTheDocument();
  });

  it("when a job waits behind another, then it says so and can be cancelled", async () => {
    new ImportServer(makeJob({ fileName: "next.csv", status: "queued" }));
    setup();
    const item = await screen.findByRole("listitem", { name: "next.csv" });
    expect(within(item).getByText("Waiting")).toBeInTheDocument();
    expect(within(item).getByText(/starts when the import before it has finished/)).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Cancel import of next.csv" })).toBeEnabled();
  });
});

describe("watching jobs", () => {
  it("when the tab opens with a job under way, then it reads that job about once a second until it ends, and then shows the result", async () => {
    const job = makeJob({ id: 3, fileName: "big.csv", status: "reading", rowsRead: 2_000 });
    const server = new ImportServer(job, makeJob({ id: 2, fileName: "old.csv", status: "done", imported: 5, finishedAt: new Date().toISOString() }));
    const { queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    expect(await screen.findByRole("listitem", { name: "old.csv" })).toHaveTextContent("Imported");
    await waitFor(() => expect(server.count("GET /api/admin/imports/3")).toBe(1));
    expect(server.count("GET /api/admin/imports/2")).toBe(0);

    server.set(3, { status: "writing", rowsRead: 10_000, imported: 8_000, etaSeconds: 20 });
    await elapse(1000);
    expect(server.count("GET /api/admin/imports/3")).toBe(2);
    expect(within(row("big.csv")).getByText("8,000 written")).toBeInTheDocument();
    expect(news()).toHaveTextContent("big.csv: writing");

    server.set(3, {
      status: "done",
      rowsRead: 12_000,
      rowsTotal: 12_000,
      imported: 11_990,
      duplicatesSkipped: 10,
      message: "Imported 11,990 businesses",
      etaSeconds: null,
      finishedAt: new Date().toISOString(),
    });
    await elapse(1000);
    const done = row("big.csv");
    expect(within(done).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(done).getByText("Imported", { selector: "dt" }).nextElementSibling).toHaveTextContent("11,990");
    expect(within(done).getByText("Imported 11,990 businesses")).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: "Import Completed", description: "big.csv: 11,990 imported, 10 duplicates skipped, 0 errors" });
    expect(news()).toHaveTextContent("big.csv: import finished: 11,990 imported, 10 duplicates skipped, 0 errors");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/businesses"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/admin/sitemap-stats"] });
    await waitFor(() => expect(server.count("GET /api/admin/imports")).toBe(2));

    await elapse(5000);
    expect(server.count("GET /api/admin/imports/3")).toBe(3);
  });

  it("when the list is slow to come (the embedded database is busy), then a job started meanwhile is still watched", async () => {
    const server = new ImportServer();
    let release = () => undefined as void;
    server.listGate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup();
    expect(screen.getByText("Loading recent imports…")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Spreadsheet files"), new File(["name\n"], "new.csv", { type: "text/csv" }));
    const [sent] = FakeXhr.sent;
    expect(sent).toMatchObject({ method: "POST", url: "/api/admin/import?mode=job&existing=skip" });
    server.jobs.set(9, makeJob({ id: 9, fileName: "new.csv", status: "queued" }));
    await sent!.respond(202, { importId: 9 });
    expect(localStorage.getItem("mainstreet.importJobs")).toBe("[9]");
    expect(screen.queryByRole("progressbar", { name: "Upload of new.csv" })).not.toBeInTheDocument();
    expect(within(row("new.csv")).getByText("Waiting")).toBeInTheDocument();
    server.set(9, { status: "reading", rowsRead: 100 });
    await elapse(3000);
    expect(within(row("new.csv")).getByText("100 rows read")).toBeInTheDocument();
    expect(news()).toHaveTextContent("new.csv: reading");
    // The list answers (from before the upload), without the new job: it stays.
    server.jobs.delete(9);
    release();
    server.jobs.set(9, makeJob({ id: 9, fileName: "new.csv", status: "reading", rowsRead: 200 }));
    await waitFor(() => expect(server.count("GET /api/admin/imports")).toBe(1));
    await elapse(1000);
    expect(within(row("new.csv")).getByText("200 rows read")).toBeInTheDocument();
  });

  it("when the page is reloaded while the list waits (embedded database busy), then the jobs this browser started are read at once from their own address", async () => {
    localStorage.setItem("mainstreet.importJobs", "[12]");
    const server = new ImportServer(makeJob({ id: 12, fileName: "reloaded.csv", status: "writing", rowsRead: 4_000, imported: 3_000 }));
    let release = () => undefined as void;
    server.listGate = new Promise<void>((resolve) => (release = resolve));
    setup();
    expect(await screen.findByText("3,000 written")).toBeInTheDocument();
    expect(within(row("reloaded.csv")).getByRole("button", { name: "Cancel import of reloaded.csv" })).toBeEnabled();
    expect(server.count("GET /api/admin/imports")).toBe(1);

    server.set(12, { status: "done", imported: 4_000, finishedAt: new Date().toISOString() });
    await elapse(1000);
    expect(lastToast()).toMatchObject({ title: "Import Completed", description: "reloaded.csv: 4,000 imported, 0 duplicates skipped, 0 errors" });
    expect(localStorage.getItem("mainstreet.importJobs")).toBeNull();
    release();
  });

  it("when a job ends having added no business, then the toast says Nothing imported, not Import Completed", async () => {
    localStorage.setItem("mainstreet.importJobs", "[13]");
    const server = new ImportServer(makeJob({ id: 13, fileName: "again.csv", status: "writing", rowsRead: 40, imported: 0 }));
    setup();
    expect(await screen.findByRole("listitem", { name: "again.csv" })).toBeInTheDocument();
    server.set(13, { status: "done", imported: 0, duplicatesSkipped: 40, finishedAt: new Date().toISOString() });
    await elapse(1000);
    expect(lastToast()).toMatchObject({ title: "Nothing imported", description: "again.csv: 0 imported, 40 duplicates skipped, 0 errors" });
  });

  it("when the tab is left while a job runs, then nothing is read meanwhile; opened again after the job ended, its end is read and told", async () => {
    const server = new ImportServer(makeJob({ id: 4, fileName: "big.csv", status: "reading", rowsRead: 1_000 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt("/admin-panel?tab=import", <Switcher />);
    await screen.findByRole("listitem", { name: "big.csv" });
    await user.click(screen.getByRole("button", { name: "Switch tab" }));
    expect(screen.queryByRole("listitem", { name: "big.csv" })).not.toBeInTheDocument();
    server.set(4, { status: "done", imported: 1_000, message: "Imported 1,000 businesses", finishedAt: new Date().toISOString() });
    await elapse(3000);
    const polls = server.count("GET /api/admin/imports/4");

    await user.click(screen.getByRole("button", { name: "Switch tab" }));
    await waitFor(() => expect(within(row("big.csv")).getByText("Imported 1,000 businesses")).toBeInTheDocument());
    // Read on each opening, and once more when the job was seen to have ended.
    await waitFor(() => expect(server.count("GET /api/admin/imports")).toBe(3));
    expect(polls).toBe(1);
    expect(lastToast()).toMatchObject({ title: "Import Completed", description: "big.csv: 1,000 imported, 0 duplicates skipped, 0 errors" });
  });
});

/** The Import tab and a button that takes it off the page and back, as switching tabs does. */
function Switcher() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        Switch tab
      </button>
      {shown && <ImportTab />}
    </>
  );
}
