// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportResult } from "@shared/admin-api";
import { stubApi } from "../../test/api-stub";
import { FakeXhr } from "../../test/fake-xhr";
import { renderAt, resetAfterEach } from "../../test/render";
import { Toaster } from "../components/toaster";
import { toasts } from "../toast-store";
import { ImportTab } from "./import-tab";

resetAfterEach();

beforeEach(() => {
  toasts.snapshot().forEach((t) => toasts.remove(t.id));
  FakeXhr.install();
  stubApi({});
});

function result(imported: number, duplicatesSkipped: number, totalErrors = 0, errors: ImportResult["errors"] = []): ImportResult {
  return {
    message: `Imported ${imported} rows`,
    stats: { imported, duplicatesSkipped, totalErrors, urlsDropped: 1 },
    errors,
  };
}

const sheet = (name: string) => new File(["name,place_id\nBakery,p1\n"], name, { type: "text/csv" });
const lastToast = () => toasts.snapshot()[0];
const chooseButton = () => screen.getByRole("button", { name: /Choose files|Uploading…/ });
const item = (name: string) => screen.getByRole("listitem", { name });

function setup() {
  const user = userEvent.setup();
  const view = renderAt("/admin-panel?tab=import", <ImportTab />);
  return { user, ...view };
}

describe("uploading spreadsheets", () => {
  it("when two files are chosen, then they go up one after another, each with its own progress and result", async () => {
    const { user, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.upload(screen.getByLabelText("Spreadsheet files"), [sheet("first.xlsx"), sheet("second.csv")]);

    expect(FakeXhr.sent).toHaveLength(1);
    const [first] = FakeXhr.sent;
    expect(first).toMatchObject({ method: "POST", url: "/api/admin/import", withCredentials: true });
    expect(first!.file.name).toBe("first.xlsx");
    expect(chooseButton()).toBeDisabled();
    expect(within(item("second.csv")).getByText("Waiting")).toBeInTheDocument();

    await first!.progress(40, 100);
    expect(within(item("first.xlsx")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(within(item("second.csv")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

    await first!.respond(200, result(3, 1));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file.name).toBe("second.csv");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/businesses"] });
    const firstItem = within(item("first.xlsx"));
    expect(firstItem.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(firstItem.getByText("Imported", { selector: "dt" }).nextElementSibling).toHaveTextContent("3");
    expect(firstItem.getByText("Duplicates skipped").nextElementSibling).toHaveTextContent("1");
    expect(firstItem.getByText("Links dropped").nextElementSibling).toHaveTextContent("1");
    expect(chooseButton()).toBeDisabled();

    await FakeXhr.sent[1]!.progress(100, 100);
    expect(within(item("second.csv")).getByText("Processing")).toBeInTheDocument();
    await FakeXhr.sent[1]!.respond(200, result(7, 0));
    expect(within(item("second.csv")).getByText("Imported", { selector: "dt" }).nextElementSibling).toHaveTextContent("7");
    expect(firstItem.getByText("Imported", { selector: "dt" }).nextElementSibling).toHaveTextContent("3");
    expect(chooseButton()).toBeEnabled();
    expect(chooseButton()).toHaveTextContent("Choose files");
  });

  it("when a file is still going up, then leaving the page asks first, and once it is done it does not", async () => {
    const { user } = setup();
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.upload(screen.getByLabelText("Spreadsheet files"), [sheet("big.xlsx")]);
    await FakeXhr.sent[0]!.progress(40, 100);
    expect(leave()).toBe(true);
    await FakeXhr.sent[0]!.respond(200, result(1, 0));
    await waitFor(() => expect(chooseButton()).toBeEnabled());
    expect(leave()).toBe(false);
  });

  it("when files are dropped, then each is sent, even one whose name is not a spreadsheet's", async () => {
    setup();
    fireEvent.drop(screen.getByTestId("file-drop"), { dataTransfer: { files: [sheet("notes.txt"), sheet("b.xls")] } });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.file.name).toBe("notes.txt");
    await FakeXhr.sent[0]!.respond(400, { message: "Unsupported file type: upload an .xlsx, .xls or .csv spreadsheet" });
    expect(within(item("notes.txt")).getByText("Unsupported file type: upload an .xlsx, .xls or .csv spreadsheet")).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file.name).toBe("b.xls");
  });

  it("while a batch is uploading, then dropped files are not taken", async () => {
    setup();
    const zone = screen.getByTestId("file-drop");
    fireEvent.drop(zone, { dataTransfer: { files: [sheet("one.xlsx")] } });
    fireEvent.drop(zone, { dataTransfer: { files: [sheet("two.xlsx")] } });
    expect(screen.queryByRole("listitem", { name: "two.xlsx" })).not.toBeInTheDocument();
    await FakeXhr.sent[0]!.respond(200, result(1, 0));
    expect(FakeXhr.sent).toHaveLength(1);
    fireEvent.drop(zone, { dataTransfer: { files: [sheet("two.xlsx")] } });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("when a row has errors, then they are listed with row, sheet and message in a collapsible list", async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText("Spreadsheet files"), sheet("rows.xlsx"));
    const errors = [
      { row: 4, message: "name is empty" },
      { row: 9, sheet: "Sheet2", message: 'rating must be a number from 1 to 5 (got "7")' },
    ];
    await FakeXhr.sent[0]!.respond(200, result(10, 0, 150, errors));
    const summary = screen.getByText("Row errors (150)");
    const details = summary.closest("details")!;
    expect(details).not.toHaveAttribute("open");
    await user.click(summary);
    expect(details).toHaveAttribute("open");
    expect(within(details).getByText("Showing the first 2 of 150.")).toBeInTheDocument();
    const rows = within(details).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["Row 4: name is empty", 'Row 9 (sheet Sheet2): rating must be a number from 1 to 5 (got "7")']);
  });
});

describe("import toasts", () => {
  it("when an import succeeds, then 'Import Completed' summarises imported, duplicates and errors", async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText("Spreadsheet files"), sheet("good.xlsx"));
    await FakeXhr.sent[0]!.respond(200, result(1200, 1, 2));
    expect(lastToast()).toMatchObject({
      title: "Import Completed",
      description: "good.xlsx: 1,200 imported, 1 duplicate skipped, 2 errors",
    });
  });

  it("when the server answers 400, then 'Import failed' shows its message, on screen too", async () => {
    const user = userEvent.setup();
    renderAt(
      "/admin-panel?tab=import",
      <>
        <ImportTab />
        <Toaster />
      </>,
    );
    await user.upload(screen.getByLabelText("Spreadsheet files"), sheet("bad.xlsx"));
    await FakeXhr.sent[0]!.respond(400, { message: "Missing required columns: place_id" });
    expect(lastToast()).toMatchObject({ title: "Import failed", description: "Missing required columns: place_id", variant: "destructive" });
    const title = await screen.findByText("Import failed", { selector: "li > div" });
    expect(title.closest("li")).toHaveTextContent("Missing required columns: place_id");
    expect(chooseButton()).toBeEnabled();
  });

  it("when the answer is not JSON, then the fallback message is used; when the network fails, 'Upload failed'", async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText("Spreadsheet files"), [sheet("a.xlsx"), sheet("b.xlsx")]);
    await FakeXhr.sent[0]!.respond(502, "", "Bad Gateway");
    expect(lastToast()).toMatchObject({ title: "Import failed", description: "Failed to import Excel file" });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await FakeXhr.sent[1]!.failNetwork();
    expect(lastToast()).toMatchObject({ title: "Import failed", description: "Upload failed" });
    expect(within(item("b.xlsx")).getByText("Failed")).toBeInTheDocument();
  });
});

describe("the rest of the Import tab", () => {
  it("offers the format guide, SEO generation and the Danger Zone", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Spreadsheet format" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate SEO content" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Delete all data" })).toBeEnabled();
    expect(screen.getByLabelText("Spreadsheet files")).toHaveAttribute("accept", ".xlsx,.xls,.csv");
    expect(screen.getByLabelText("Spreadsheet files")).toHaveAttribute("multiple");
  });
});
