import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessBatch } from "../db/business-batch";
import { writeExportCsv } from "../test/fixtures/export-file";
import { readImportFile } from "./read-file";

const directory = mkdtempSync(path.join(tmpdir(), "read-pace-"));
const file = path.join(directory, "pace.csv");
const rows = 8000;
beforeAll(() => writeExportCsv(file, rows, "ChIJpace"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The sizes of the batches read, written one after the other (as an import does) at `msPerRow`. */
async function batchSizes(msPerRow: number): Promise<number[]> {
  const sizes: number[] = [];
  let writes = Promise.resolve();
  const write = (batch: BusinessBatch) =>
    (writes = writes.then(async () => {
      sizes.push(batch.count);
      await new Promise((resolve) => setTimeout(resolve, batch.count * msPerRow));
    }));
  const result = await readImportFile({ path: file }, "csv", 5, write);
  expect(result.totalRows).toBe(rows);
  return sizes;
}

// A quick database's batches staying at 2,000 rows is write-pace.test's, with the clock given: here a
// loaded machine can stall a real write past 0.4 s, which the reader rightly reads as a slow database.
describe("the size of the batches an import reads", () => {
  it("when the database writes 2,000 rows in a second, then the batches shrink to what it writes in 0.4 s, so rowsRead still rises each second", async () => {
    const sizes = await batchSizes(0.5);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(rows);
    // The pace is known once two batches are written; the reader is three batches ahead by then.
    expect(sizes.slice(0, 4)).toEqual([250, 2000, 2000, 2000]);
    // 800 rows at exactly 0.5 ms a row; a busy machine's timers run late, which reads as a slower pace.
    expect(
      sizes.slice(4, -1).every((size) => size >= 500 && size <= 800),
      sizes.join(", "),
    ).toBe(true);
    expect(sizes.slice(4, -1).length).toBeGreaterThan(0);
  }, 30_000);
});
