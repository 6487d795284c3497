import { bookingColumn, extraImportColumns, headersOf, specImportColumns, type ImportColumn } from "../../shared/import-columns";

/**
 * The spreadsheet layout, from the columns' one definition (shared/import-columns.ts):
 * the import columns first, in their order, then every other field. Import matches
 * headers case- and spacing-insensitively.
 */
export const specColumns = specImportColumns.map((c) => c.name);
const extraColumns = extraImportColumns.map((c) => c.name);
export const exportColumns = [...specColumns, ...extraColumns];

const importColumns: readonly ImportColumn[] = [...specImportColumns, ...extraImportColumns];
const headersByColumn = new Map(importColumns.map((c) => [c.name, headersOf(c)]));

/** The headers a column's value is read from, best first; a name outside the definition is read as itself. */
export function headersFor(column: string): readonly string[] {
  return headersByColumn.get(column) ?? [column];
}

type RequiredSpecColumn = Extract<(typeof specImportColumns)[number], { required: true }>;
export type RequiredColumn = RequiredSpecColumn["name"];

/** The columns whose value every row must have. */
export const requiredColumns: RequiredColumn[] = specImportColumns.filter((c): c is RequiredSpecColumn => c.required).map((c) => c.name);

/** "Full Address", " full-address " and "FULL_ADDRESS" all read as "full_address". */
export function normalizeHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** Required columns absent from the headers (under their own name and every alias), naming each by its own name. */
export function missingColumns(headers: ReadonlySet<string>): string[] {
  return requiredColumns.filter((column) => !headersFor(column).some((name) => headers.has(name)));
}

/** Every header the importer reads; the parse worker drops all other columns. */
export const wantedColumns = [...new Set([...importColumns.flatMap(headersOf), bookingColumn])];
