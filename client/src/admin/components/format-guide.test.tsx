// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requiredColumns, specColumns } from "../../../../server/spreadsheet/columns";
import { resetAfterEach } from "../../test/render";
import { FormatGuide, guideColumns } from "./format-guide";

resetAfterEach();

describe("the format guide", () => {
  it("names the importer's columns in order, required and optional as the server checks them", () => {
    expect(guideColumns.map((c) => c.name)).toEqual([...specColumns]);
    expect(guideColumns.filter((c) => c.required).map((c) => c.name)).toEqual(requiredColumns);
    render(<FormatGuide />);
    const rows = within(screen.getByRole("table", { name: "Import columns" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([...specColumns]);
    expect(within(rows[5]!).getByText("Optional")).toBeInTheDocument();
  });

  it("links the template and states the file types and size limit", () => {
    render(<FormatGuide />);
    const link = screen.getByRole("link", { name: "Download the template (.xlsx)" });
    expect(link).toHaveAttribute("href", "/api/admin/import-template");
    expect(link).toHaveAttribute("download");
    expect(screen.getByText(/Accepted files: \.xlsx, \.xls and \.csv, up to 50 MB by default/)).toBeInTheDocument();
  });
});
