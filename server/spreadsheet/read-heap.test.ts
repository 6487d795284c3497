import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeExportXlsx } from "../test/fixtures/export-file";
import { readImportFile } from "./read-file";

const directory = mkdtempSync(path.join(tmpdir(), "read-heap-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Too small for a worker to load its code, let alone read: it runs out of heap before any row. */
const tooSmall = { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 };
const enough = { maxOldGenerationSizeMb: 512 };

describe("the heap an import's worker reads with", () => {
  it("when a read runs out of heap before its first rows, then the file is read again with the large heap, whole", async () => {
    const file = path.join(directory, "retried.xlsx");
    await writeExportXlsx(file, 3000, "ChIJretry");
    let rows = 0;
    const result = await readImportFile({ path: file }, "xlsx", 5, async (batch) => void (rows += batch.count), { heaps: { usual: tooSmall, large: enough } });
    expect(result).toMatchObject({ totalRows: 3000, totalErrors: 0 });
    expect(rows).toBe(3000);
  }, 60_000);

  it("when the large heap is not enough either, then the read is refused with a 413 that says what to do", async () => {
    const file = path.join(directory, "refused.xlsx");
    await writeExportXlsx(file, 100, "ChIJrefuse");
    const read = readImportFile({ path: file }, "xlsx", 5, async () => {}, { heaps: { usual: tooSmall, large: tooSmall } });
    await expect(read).rejects.toMatchObject({ reason: "too-large", message: expect.stringMatching(/more memory .* save it as \.csv or split it/) });
  }, 60_000);
});
