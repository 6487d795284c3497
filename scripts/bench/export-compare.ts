import { createHash } from "node:crypto";
import { exportRows } from "./export-rows";

/** Columns that are new in every copy of a business, were the export ever to write them: never compared. */
const newByDefinition = new Set(["id", "created_at", "updated_at"]);
/** Mismatches, missing and extra rows named in full. */
const shown = 5;

interface Difference {
  column: string;
  before: string;
  after: string;
}

export interface Comparison {
  columns: string[];
  skipped: string[];
  rowsBefore: number;
  rowsAfter: number;
  equal: number;
  mismatches: number;
  /** The first mismatched rows, by key, with their differing columns. */
  firstMismatches: { key: string; differences: Difference[] }[];
  /** Keys in the first export that the second lacks, and the reverse. */
  missing: number;
  firstMissing: string[];
  extra: number;
  firstExtra: string[];
  /** Rows whose key an earlier row of the same export had. */
  repeatedKeys: number;
}

interface Layout {
  /** For each compared column (by the first export's header), its index in this file. */
  indexes: number[];
  key: (cells: string[]) => string;
}

function layoutOf(header: string[], columns: string[]): Layout {
  const at = (name: string) => header.indexOf(name);
  const indexes = columns.map(at);
  const placeId = at("place_id");
  const slug = at("slug");
  if (placeId < 0) throw new Error("the export has no place_id column");
  return { indexes, key: (cells) => cells[placeId] || `slug ${cells[slug] ?? ""}` };
}

/** Data rows with their key and compared cells, each sheet's header row left out. */
async function* keyedRows(file: string, columns?: string[]): AsyncGenerator<{ header: string[]; key: string; cells: string[] }> {
  let header: string[] | undefined;
  let layout: Layout | undefined;
  let sheet = 0;
  for await (const row of exportRows(file)) {
    if (row.sheet !== sheet) {
      sheet = row.sheet;
      header ??= row.cells;
      layout ??= layoutOf(header, columns ?? header.filter((c) => !newByDefinition.has(c)));
      continue;
    }
    if (!header || !layout) continue;
    const { indexes, key } = layout;
    yield { header, key: key(row.cells), cells: indexes.map((i) => (i < 0 ? "" : (row.cells[i] ?? ""))) };
  }
}

const digest = (cells: string[]) => createHash("sha1").update(cells.join("\u0001")).digest("base64");

/**
 * Compares two exports row by row, keyed by place id (by slug where a business has
 * none), on every column of the first export's header but those new by definition.
 * The first is held as one digest per key, so a million rows take about 150 MB here;
 * the first mismatches are read again from it to name their columns.
 */
export async function compareExports(beforeFile: string, afterFile: string): Promise<Comparison> {
  const digests = new Map<string, string>();
  let columns: string[] = [];
  let skipped: string[] = [];
  let rowsBefore = 0;
  let repeatedKeys = 0;
  for await (const row of keyedRows(beforeFile)) {
    if (rowsBefore === 0) {
      skipped = row.header.filter((c) => newByDefinition.has(c));
      columns = row.header.filter((c) => !newByDefinition.has(c));
    }
    rowsBefore += 1;
    if (digests.has(row.key)) repeatedKeys += 1;
    digests.set(row.key, digest(row.cells));
  }
  let rowsAfter = 0;
  let equal = 0;
  let mismatches = 0;
  let extra = 0;
  const firstExtra: string[] = [];
  const mismatchedAfter = new Map<string, string[]>();
  for await (const row of keyedRows(afterFile, columns)) {
    rowsAfter += 1;
    const before = digests.get(row.key);
    if (before === undefined) {
      extra += 1;
      if (firstExtra.length < shown) firstExtra.push(row.key);
      continue;
    }
    digests.delete(row.key);
    if (before === digest(row.cells)) equal += 1;
    else {
      mismatches += 1;
      if (mismatchedAfter.size < shown) mismatchedAfter.set(row.key, row.cells);
    }
  }
  const firstMissing = [...digests.keys()].slice(0, shown);
  const firstMismatches: Comparison["firstMismatches"] = [];
  if (mismatchedAfter.size > 0) {
    for await (const row of keyedRows(beforeFile, columns)) {
      const after = mismatchedAfter.get(row.key);
      if (!after) continue;
      const differences = columns.flatMap((column, i) => (row.cells[i] === after[i] ? [] : [{ column, before: row.cells[i] ?? "", after: after[i] ?? "" }]));
      firstMismatches.push({ key: row.key, differences });
      if (firstMismatches.length === mismatchedAfter.size) break;
    }
  }
  return { columns, skipped, rowsBefore, rowsAfter, equal, mismatches, firstMismatches, missing: digests.size, firstMissing, extra, firstExtra, repeatedKeys };
}
