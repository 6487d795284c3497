import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { makeCsv, businessRow } from "../test/fixtures/make-spreadsheets";
import { deflatedPart, repeatedPart, workbookParts, writeZip } from "../test/fixtures/zip-writer";
import { ReadCancelled, readImportFile } from "./read-file";
import { checkZipContents } from "./zip-contents";
import { checkZipLimits, maxUnpackedBytes } from "./zip-limits";

const fixture = readFileSync(path.resolve(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx"));
const MiB = 1024 * 1024;

/** An .xlsx of about `fileBytes` that unpacks to about `unpackedBytes`: a packed sheet plus stored padding. */
function packedLike(unpackedBytes: number, fileBytes: number): Buffer {
  const padding = deflatedPart("xl/media/image1.png", Buffer.alloc(fileBytes), 0);
  const sheetMiB = Math.floor((unpackedBytes - fileBytes) / MiB);
  const sheet = repeatedPart("xl/worksheets/sheet1.xml", "<worksheet><sheetData>", Buffer.alloc(MiB, 0x20), sheetMiB, "</sheetData></worksheet>");
  return writeZip([...workbookParts(), sheet, padding]);
}

function statusOf(work: () => unknown): number | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe("checkZipLimits and checkZipContents", () => {
  it("when the real Outscraper export is checked, then both checks pass it", async () => {
    expect(statusOf(() => checkZipLimits(fixture))).toBeUndefined();
    expect(await checkZipContents(fixture)).toBeUndefined();
  });

  it("when a file declares what a 100,000-row export unpacks to (~440 MB from ~70 MB), then the pre-check passes it", () => {
    // 179 rows of the real export are 786 KB of XML: 4.4 KB a row.
    expect(Math.round((786_448 / 179) * 100_000)).toBeLessThan(maxUnpackedBytes);
    expect(statusOf(() => checkZipLimits(packedLike(440 * 1000 * 1000, 70 * MiB)))).toBeUndefined();
  });

  it("when a file declares more than the limit, then the pre-check answers 413 however well it packs", () => {
    expect(statusOf(() => checkZipLimits(packedLike(maxUnpackedBytes + 2 * MiB, 70 * MiB)))).toBe(413);
  });
});

describe("readImportFile", () => {
  it("when the worker outlives its time limit, then it is stopped, the answer is a 400, and the next file reads", async () => {
    // Far more than a worker reads in 5 ms, even one already started by an earlier file.
    const large = makeCsv(Array.from({ length: 20_000 }, () => businessRow()));
    const error: unknown = await readImportFile(large, "csv", 5, async () => {}, { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/took too long/) });
    const next = await readImportFile(makeCsv([businessRow(), businessRow()]), "csv", 5, async () => {});
    expect(next).toMatchObject({ totalRows: 2, totalErrors: 0 });
  });

  it("when the caller aborts mid-file, then the read stops with ReadCancelled and the next file reads", async () => {
    const large = makeCsv(Array.from({ length: 20_000 }, () => businessRow()));
    const controller = new AbortController();
    let batches = 0;
    const error: unknown = await readImportFile(
      large,
      "csv",
      5,
      async () => {
        batches += 1;
        controller.abort();
      },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadCancelled);
    expect(batches).toBeLessThan(5);
    expect(await readImportFile(makeCsv([businessRow()]), "csv", 5, async () => {})).toMatchObject({ totalRows: 1 });
  });

  it("when a file is read, then progress reports rows read rising to the total, with errors and repeats so far", async () => {
    const rows = Array.from({ length: 5000 }, () => businessRow());
    rows[10] = businessRow({ name: "" });
    rows[20] = { ...businessRow(), place_id: String(rows[0]?.place_id) };
    const seen: { rows: number; errors: number; duplicatesInFile: number }[] = [];
    const result = await readImportFile(makeCsv(rows), "csv", 5, async () => {}, { onProgress: (read) => seen.push(read) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.map((s) => s.rows)).toEqual([...seen.map((s) => s.rows)].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ rows: 5000, errors: 1, duplicatesInFile: 1 });
    expect(result).toMatchObject({ totalRows: 5000, totalErrors: 1, duplicatesInFile: 1 });
  });
});
