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
    "when a .%s in our export's layout has 200,000 rows, then the worker's heap peaks within 40 MB of a 10,000-row file's",
    async (type, write) => {
      const small = path.join(directory, `small.${type}`);
      const large = path.join(directory, `large.${type}`);
      await write(small, 10_000, "ChIJsmall");
      await write(large, 200_000, "ChIJlarge");
      const smallPeak = await peakHeap(small, type, 10_000);
      const largePeak = await peakHeap(large, type, 200_000);
      const figures = `10,000 rows: ${Math.round(smallPeak / MB)} MB, 200,000 rows: ${Math.round(largePeak / MB)} MB`;
      expect(largePeak, figures).toBeLessThan(smallPeak + 40 * MB);
      expect(largePeak, figures).toBeLessThan(100 * MB);
    },
    240_000,
  );
});
