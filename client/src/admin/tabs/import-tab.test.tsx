// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeXhr } from "../../test/fake-xhr";
import { renderAt, resetAfterEach } from "../../test/render";
import { Toaster } from "../components/toaster";
import { AdminPanelPage } from "../pages/admin-panel";
import { ImportServer, makeJob } from "../test/import-server";
import { toasts } from "../toast-store";
import { ImportTab } from "./import-tab";

resetAfterEach();

let server: ImportServer;
beforeEach(() => {
  toasts.snapshot().forEach((t) => toasts.remove(t.id));
  FakeXhr.install();
  server = new ImportServer();
});

const sheet = (name: string) => new File(["name,place_id\nBakery,p1\n"], name, { type: "text/csv" });
const lastToast = () => toasts.snapshot()[0];
const item = (name: string) => screen.getByRole("listitem", { name });
const fileInput = () => screen.getByLabelText("Spreadsheet files");

/** The server's answer to an upload: the job it queued, which it then reports as waiting. */
async function accept(request: FakeXhr, id: number) {
  server.jobs.set(id, makeJob({ id, fileName: request.file.name, status: "queued" }));
  await request.respond(202, { importId: id });
}

function setup() {
  const user = userEvent.setup();
  const view = renderAt("/admin-panel?tab=import", <ImportTab />);
  return { user, ...view };
}

describe("uploading spreadsheets", () => {
  it("when two files are chosen, then they go up one after another as import jobs, each showing the bytes sent until the server has it", async () => {
    const { user } = setup();
    await screen.findByText("No imports yet: the files you import will be listed here.");
    await user.upload(fileInput(), [sheet("first.xlsx"), sheet("second.csv")]);

    expect(FakeXhr.sent).toHaveLength(1);
    const [first] = FakeXhr.sent;
    expect(first).toMatchObject({ method: "POST", url: "/api/admin/import?mode=job&existing=skip", withCredentials: true });
    expect(first!.file.name).toBe("first.xlsx");
    expect(within(item("second.csv")).getByText("Waiting to upload")).toBeInTheDocument();

    await first!.progress(40, 100);
    expect(within(item("first.xlsx")).getByRole("progressbar", { name: "Upload of first.xlsx" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(item("first.xlsx")).getByText("Uploading")).toBeInTheDocument();
    expect(within(item("second.csv")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await first!.progress(100, 100);
    expect(within(item("first.xlsx")).getByText("Sent: starting the import…")).toBeInTheDocument();

    await accept(first!, 7);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file.name).toBe("second.csv");
    // One row per file: the upload's row has become the job's.
    expect(screen.getAllByRole("listitem", { name: "first.xlsx" })).toHaveLength(1);
    expect(within(item("first.xlsx")).queryByRole("progressbar", { name: "Upload of first.xlsx" })).not.toBeInTheDocument();
    expect(within(item("first.xlsx")).getByText("Waiting")).toBeInTheDocument();
    await waitFor(() => expect(server.count("GET /api/admin/imports/7")).toBe(1));

    await accept(FakeXhr.sent[1]!, 8);
    await waitFor(() => expect(server.count("GET /api/admin/imports/8")).toBe(1));
    const rows = within(screen.getByRole("region", { name: "Recent imports" })).getAllByRole("listitem", { name: /\.(xlsx|csv)$/ });
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(["second.csv", "first.xlsx"]);
  });

  it("while a file is going up, then more files can be added and join the queue", async () => {
    setup();
    const zone = screen.getByTestId("file-drop");
    fireEvent.drop(zone, { dataTransfer: { files: [sheet("one.xlsx")] } });
    fireEvent.drop(zone, { dataTransfer: { files: [sheet("two.xlsx")] } });
    expect(screen.getByRole("button", { name: "Choose files" })).toBeEnabled();
    expect(within(item("two.xlsx")).getByText("Waiting to upload")).toBeInTheDocument();
    await accept(FakeXhr.sent[0]!, 1);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file.name).toBe("two.xlsx");
  });

  it("when files are dropped, then each is sent, even one whose name is not a spreadsheet's; a refused one says why and can be dismissed", async () => {
    const { user } = setup();
    fireEvent.drop(screen.getByTestId("file-drop"), { dataTransfer: { files: [sheet("notes.txt"), sheet("b.xls")] } });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.file.name).toBe("notes.txt");
    await FakeXhr.sent[0]!.respond(400, { message: "Unsupported file type: upload an .xlsx, .xls or .csv spreadsheet" });
    const refused = item("notes.txt");
    expect(within(refused).getByText("Upload failed")).toBeInTheDocument();
    expect(within(refused).getByText("Unsupported file type: upload an .xlsx, .xls or .csv spreadsheet")).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file.name).toBe("b.xls");
    await user.click(within(refused).getByRole("button", { name: "Dismiss notes.txt" }));
    expect(screen.queryByRole("listitem", { name: "notes.txt" })).not.toBeInTheDocument();
  });
});

describe("upload toasts", () => {
  it("when the server answers 400, then 'Import failed' shows its message, on screen too", async () => {
    const user = userEvent.setup();
    renderAt(
      "/admin-panel?tab=import",
      <>
        <ImportTab />
        <Toaster />
      </>,
    );
    await user.upload(fileInput(), sheet("bad.xlsx"));
    await FakeXhr.sent[0]!.respond(400, { message: "The file is empty" });
    expect(lastToast()).toMatchObject({ title: "Import failed", description: "The file is empty", variant: "destructive" });
    const title = await screen.findByText("Import failed", { selector: "li > div" });
    expect(title.closest("li")).toHaveTextContent("The file is empty");
  });

  it("when the answer is not JSON, then the fallback message is used; when the network fails, 'Upload failed'", async () => {
    const { user } = setup();
    await user.upload(fileInput(), [sheet("a.xlsx"), sheet("b.xlsx")]);
    await FakeXhr.sent[0]!.respond(413, "", "Payload Too Large");
    expect(lastToast()).toMatchObject({ title: "Import failed", description: "Failed to import Excel file" });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await FakeXhr.sent[1]!.failNetwork();
    expect(lastToast()).toMatchObject({ title: "Import failed", description: "Upload failed" });
    expect(within(item("b.xlsx")).getByText("Upload failed", { selector: "span" })).toBeInTheDocument();
  });
});

describe("leaving the page", () => {
  it("when a file is still going up, then leaving asks first, on any tab; once the server has it, it does not", async () => {
    server.others.set("/api/admin/check-auth", { authenticated: true, username: "admin" });
    const user = userEvent.setup();
    renderAt("/admin-panel?tab=import", <AdminPanelPage />);
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.upload(await screen.findByLabelText("Spreadsheet files"), [sheet("big.xlsx")]);
    await FakeXhr.sent[0]!.progress(40, 100);
    expect(leave()).toBe(true);
    await user.click(screen.getByRole("tab", { name: "SEO Sitemap" }));
    expect(leave()).toBe(true);
    await accept(FakeXhr.sent[0]!, 3);
    expect(leave()).toBe(false);
  });
});

describe("the rest of the Import tab", () => {
  it("offers the format guide, SEO generation and the Danger Zone", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Spreadsheet format" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate SEO content" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Delete all data" })).toBeEnabled();
    expect(fileInput()).toHaveAttribute("accept", ".xlsx,.xls,.csv");
    expect(fileInput()).toHaveAttribute("multiple");
  });
});
