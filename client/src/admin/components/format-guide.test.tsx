// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ratingRule } from "@shared/business-rules";
import { specImportColumns } from "@shared/import-columns";
import { resetAfterEach } from "../../test/render";
import { FormatGuide } from "./format-guide";

resetAfterEach();

const columnRows = () =>
  within(screen.getByRole("table", { name: "Import columns" }))
    .getAllByRole("row")
    .slice(1);
const rowOf = (name: string) => {
  const row = columnRows().find((r) => within(r).getByRole("rowheader").textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe("the format guide", () => {
  it("when shown, then it lists the import columns in order, marking required exactly those the importer requires", () => {
    render(<FormatGuide />);
    const rows = columnRows();
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(specImportColumns.map((c) => c.name));
    const requiredShown = rows.filter((row) => within(row).queryByText("Required")).map((row) => within(row).getByRole("rowheader").textContent);
    expect(requiredShown).toEqual(specImportColumns.filter((c) => c.required).map((c) => c.name));
    // The rows the importer refuses when the cell is empty (server/admin/import-columns.test.ts drives each through the API).
    expect(requiredShown).toEqual(["name", "category", "place_id"]);
    for (const name of ["full_address", "country", "rating", "working_hours"]) expect(within(rowOf(name)).getByText("Optional")).toBeInTheDocument();
  });

  it("when shown, then each column gives its rule, its other names and an example", () => {
    render(<FormatGuide />);
    expect(within(rowOf("rating")).getByText(new RegExp(`Must be ${ratingRule}`))).toBeInTheDocument();
    expect(within(rowOf("category")).getByText("Also read from: type or subtypes.")).toBeInTheDocument();
    expect(within(rowOf("postal_code")).getByText("02134")).toBeInTheDocument();
    expect(within(rowOf("photo")).getByText(/at most 2,000 characters/)).toBeInTheDocument();
  });

  it("when shown, then it links the template and states the file types and size limit", () => {
    render(<FormatGuide />);
    const link = screen.getByRole("link", { name: "Download the template (.xlsx)" });
    expect(link).toHaveAttribute("href", "/api/admin/import-template");
    expect(link).toHaveAttribute("download");
    expect(screen.getByText(/Accepted files: \.xlsx, \.xls and \.csv, up to 50 MB by default/)).toBeInTheDocument();
  });
});
