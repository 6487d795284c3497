// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt, resetAfterEach } from "../../test/render";
import { ImportServer, makeJob } from "../test/import-server";
import { ImportTab } from "./import-tab";

resetAfterEach();

const finished = { status: "done", finishedAt: new Date().toISOString() } as const;

async function showJobRow(fileName: string) {
  renderAt("/admin-panel?tab=import", <ImportTab />);
  return within(await screen.findByRole("listitem", { name: fileName }));
}

/** A figure of the report, by its label. */
const figure = (item: ReturnType<typeof within>, label: string) => item.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("a finished import's report", () => {
  it("when the import added no business, then it is badged Nothing imported and offers no Undo", async () => {
    new ImportServer(makeJob({ fileName: "again.csv", ...finished, imported: 0, duplicatesSkipped: 12, rowsRead: 12, rowsTotal: 12 }));
    const item = await showJobRow("again.csv");
    expect(item.getByText("Nothing imported")).toBeInTheDocument();
    expect(item.queryByText("Imported", { selector: "span" })).not.toBeInTheDocument();
    expect(item.queryByRole("button", { name: /Undo/ })).not.toBeInTheDocument();
  });

  it("when the import added businesses, then it is badged Imported and offers Undo", async () => {
    new ImportServer(makeJob({ fileName: "shops.csv", ...finished, imported: 3 }));
    const item = await showJobRow("shops.csv");
    expect(item.getByText("Imported", { selector: "span" })).toBeInTheDocument();
    expect(item.getByRole("button", { name: "Undo import of shops.csv" })).toBeEnabled();
  });

  it("when phones were dropped and hours unreadable, then both are counted and explained, as dropped links are", async () => {
    new ImportServer(makeJob({ fileName: "junk.xlsx", ...finished, imported: 5, urlsDropped: 1, phonesDropped: 2, hoursUnreadable: 3 }));
    const item = await showJobRow("junk.xlsx");
    expect(figure(item, "Links dropped")).toBe("1");
    expect(figure(item, "Phones dropped")).toBe("2");
    expect(figure(item, "Rows with unreadable hours")).toBe("3");
    expect(item.getByText(/Phones that were not numbers of 7 to 15 digits were left out/)).toBeInTheDocument();
    expect(item.getByText(/Hours that could not be read were left out/)).toBeInTheDocument();
  });

  it("when no phone or hours were lost, then their figures read 0 and nothing is explained", async () => {
    new ImportServer(makeJob({ fileName: "clean.xlsx", ...finished, imported: 5 }));
    const item = await showJobRow("clean.xlsx");
    expect(figure(item, "Phones dropped")).toBe("0");
    expect(item.queryByText(/Phones that were not numbers/)).not.toBeInTheDocument();
    expect(item.queryByText(/Hours that could not be read/)).not.toBeInTheDocument();
  });
});
