// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeXhr } from "../../test/fake-xhr";
import { resetAfterEach } from "../../test/render";
import { renderImportTab } from "../test/render-import-tab";
import { ImportServer, makeJob } from "../test/import-server";
import { toasts } from "../toast-store";

resetAfterEach();

beforeEach(() => {
  toasts.snapshot().forEach((t) => toasts.remove(t.id));
  FakeXhr.install();
});

const row = (name: string) => screen.getByRole("listitem", { name });
const refreshed = makeJob({
  id: 9,
  fileName: "refresh.xlsx",
  status: "done",
  finishedAt: new Date().toISOString(),
  existing: "update",
  rowsRead: 179,
  rowsTotal: 179,
  imported: 12,
  updated: 40,
  unchanged: 127,
  keptEdited: 2,
  keptEditedFields: [
    { id: 1, name: "Joe's Diner", field: "phone", value: "+1 217-555-0199" },
    { id: 2, name: "Crumbs", field: "name", value: "Crumbs Bakery" },
  ],
});

const setup = () => renderImportTab();

describe("refresh imports on the Import tab", () => {
  it("when Update businesses already listed is chosen with the keyboard, then the next file goes up with existing=update", async () => {
    new ImportServer();
    const { user } = setup();
    const skip = await screen.findByRole("radio", { name: /Skip businesses already listed/ });
    expect(skip).toBeChecked();
    skip.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: /Update businesses already listed/ })).toBeChecked();
    await user.upload(screen.getByLabelText("Spreadsheet files"), new File(["name,place_id\nBakery,p1\n"], "refresh.csv", { type: "text/csv" }));
    expect(FakeXhr.sent[0]).toMatchObject({ method: "POST", url: "/api/admin/import?mode=job&existing=update" });
  });

  it("when a refresh is done, then its line counts new, updated, unchanged and kept rows, and the kept fields open with the file's values", async () => {
    new ImportServer(refreshed);
    const { user } = setup();
    const item = await waitFor(() => row("refresh.xlsx"));
    expect(within(item).getByText("179 rows: 12 new, 40 updated, 127 unchanged, 2 kept as edited")).toBeInTheDocument();
    await user.click(within(item).getByText("Kept as edited by hand (2)"));
    expect(await within(item).findByText(/the file had \+1 217-555-0199/)).toBeInTheDocument();
    expect(within(item).getByText(/the file had Crumbs Bakery/)).toBeInTheDocument();
  });

  it("when a refresh is undone, then the toast and the row say which fields were kept because edited since", async () => {
    const server = new ImportServer(refreshed);
    server.undoAnswer = {
      message: "Undid the import",
      removed: 12,
      batchId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
      kept: [],
      keptCount: 0,
      reverted: 40,
      keptFields: [{ id: 1, name: "Joe's Diner", field: "phone" }],
      keptFieldCount: 1,
    };
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Undo import of refresh.xlsx" }));
    const dialog = screen.getByRole("alertdialog", { name: "Undo this import?" });
    expect(dialog).toHaveTextContent("The 40 businesses it updated get their earlier values back.");
    await user.click(within(dialog).getByRole("button", { name: "Undo import" }));
    await waitFor(() =>
      expect(toasts.snapshot()[0]?.description).toContain(
        "refresh.xlsx: 12 businesses moved to the trash; 40 updates reverted; 1 field kept because edited since: phone of Joe's Diner.",
      ),
    );
    expect(within(row("refresh.xlsx")).getByText("Joe's Diner: phone")).toBeInTheDocument();
  });
});
