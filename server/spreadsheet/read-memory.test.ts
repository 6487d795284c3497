import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeExportCsv, writeExportXlsx } from "../test/fixtures/export-file";
import type { SpreadsheetType } from "./file-type";
import { readImportFile } from "./read-file";

const MB = 1e6;
const directory = mkdtempSync(path.join(tmpdir(), "read-memory-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Reads a file of `rows` rows from its path and answers the most the worker's heap held while it did. */
async function peakHeap(file: string, type: SpreadsheetType, rows: number): Promise<number> {
  let batches = 0;
  const result = await readImportFile({ path: file }, type, 5, async () => void (batches += 1));
  expect(result).toMatchObject({ totalRows: rows, totalErrors: 0, duplicatesInFile: 0 });
  expect(batches).toBeGreaterThan(rows / 2000);
  return result.peakHeapBytes;
}

describe("reading an import file from its path", () => {
  it.each([
    ["xlsx", writeExportXlsx],
    ["csv", writeExportCsv],
  ] as const)(
    "when a .%s in our export's layout has 100,000 rows, then the worker's heap peaks within 20 MB of a 10,000-row file's",
    async (type, write) => {
      const small = path.join(directory, `small.${type}`);
      const large = path.join(directory, `large.${type}`);
      await write(small, 10_000, "ChIJsmall");
      await write(large, 100_000, "ChIJlarge");
      const smallPeak = await peakHeap(small, type, 10_000);
      const largePeak = await peakHeap(large, type, 100_000);
      const figures = `10,000 rows: ${Math.round(smallPeak / MB)} MB, 100,000 rows: ${Math.round(largePeak / MB)} MB`;
      // A reader that held the file would be over it: 100,000 rows are 110 MB of sheet XML, 40 MB of CSV.
      expect(largePeak, figures).toBeLessThan(smallPeak + 20 * MB);
      expect(largePeak, figures).toBeLessThan(100 * MB);
    },
    240_000,
  );
});
