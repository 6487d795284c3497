import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileRefused } from "./file-refused";
import { businessRow, makeCsv, makeXlsx } from "../test/fixtures/make-spreadsheets";
import { deflatedPart, inlineRow, repeatedPart, workbookParts, worksheetXml, writeZip } from "../test/fixtures/zip-writer";
import { ReadCancelled, readImportFile, type ImportFile } from "./read-file";
import type { ReadSoFar } from "./import-worker";
import { checkZipDirectory } from "./zip-limits";
import type { ZipEntry } from "./zip-directory";

const fixture = readFileSync(path.resolve(import.meta.dirname, "../test/fixtures/outscraper-google-maps-sample.xlsx"));
const MiB = 1024 * 1024;
const headers = Object.keys(businessRow());
const directory = mkdtempSync(path.join(tmpdir(), "zip-limits-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The file written to disk, to be read from its path as a large upload is. */
function onDisk(name: string, bytes: Buffer): ImportFile {
  const file = path.join(directory, name);
  writeFileSync(file, bytes);
  return { path: file };
}

/** How a read ends: its refusal's reason and message, and how long it took. */
async function outcome(file: ImportFile) {
  const started = performance.now();
  const error: unknown = await readImportFile(file, "xlsx", 5, async () => {}).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileRefused);
  return { ...(error as FileRefused), message: (error as FileRefused).message, ms: performance.now() - started };
}

function reasonOf(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof FileRefused ? error.reason : "not refused";
  }
}

/** A central directory of one part declaring `size` bytes packed into `compressed`. */
const declaring = (size: number, compressed: number) => ({
  ok: true as const,
  entries: [{ name: "xl/worksheets/sheet1.xml", method: 8, compressedSize: compressed, declaredSize: size, localAt: 0 } satisfies ZipEntry],
});

describe("the ZIP checks before anything is unpacked", () => {
  it("when the real Outscraper export is read, then every check passes it", async () => {
    expect(await readImportFile(fixture, "xlsx", 5, async () => {})).toMatchObject({ totalRows: 179, totalErrors: 0 });
  });

  it("when a file declares what a 1,000,000-row export unpacks to (2.2 GB from 200 MB), then the pre-check passes it", () => {
    // Until sheets were streamed, anything declaring over 500 MB was refused.
    expect(reasonOf(() => checkZipDirectory(declaring(2.2e9, 200e6), 200e6))).toBeUndefined();
    expect(reasonOf(() => checkZipDirectory(declaring(30e9, 400e6), 400e6))).toBeUndefined();
  });

  it("when a file declares more than 100 times its size, above 100 MB, then the pre-check answers 413", () => {
    expect(reasonOf(() => checkZipDirectory(declaring(1.6e9, 1.6e6), 1.7e6))).toBe("too-large");
    expect(reasonOf(() => checkZipDirectory(declaring(90e6, 0.1e6), 0.2e6))).toBeUndefined();
  });
});

describe("the ZIP checks as parts unpack", () => {
  /** A sheet of `mebibytes` MiB of `filler` after a header row, declared honestly, beside stored padding that makes the upload look large enough. */
  function paddedBomb(filler: Buffer, mebibytes: number): Buffer {
    const prefix = worksheetXml(inlineRow(1, headers)).replace("</sheetData></worksheet>", "");
    const sheet = repeatedPart("xl/worksheets/sheet1.xml", prefix, filler, mebibytes, "</sheetData></worksheet>");
    const padding = deflatedPart("xl/media/image1.png", Buffer.alloc(4 * MiB, 7), 0);
    const file = writeZip([...workbookParts(), sheet, padding]);
    // Declared honestly and under 100 times the upload: only the unpacking itself can tell.
    expect(sheet.size).toBeLessThan(file.length * 100);
    expect(sheet.size).toBeGreaterThan(sheet.deflated.length * 500);
    return file;
  }

  it.each([
    ["deflated zeros", Buffer.alloc(MiB)],
    ["XML whitespace", Buffer.alloc(MiB, 0x20)],
  ])("when a sheet of %s unpacks 1,000 to 1, then it answers 413 once 100 MB are out, in seconds", async (_kind, filler) => {
    const { reason, message, ms } = await outcome(onDisk("bomb.xlsx", paddedBomb(filler, 300)));
    expect({ reason, message }).toEqual({ reason: "too-large", message: expect.stringMatching(/unpacks too large: over 100 MB from a part of 0\.\d MB/) });
    expect(ms).toBeLessThan(5000);
  });

  it("when one row holds 9 MB, then it answers 413 naming the row limit", async () => {
    const prefix = `${worksheetXml(inlineRow(1, headers)).replace("</sheetData></worksheet>", "")}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
    const sheet = repeatedPart("xl/worksheets/sheet1.xml", prefix, Buffer.alloc(MiB, 0x78), 9, "</t></is></c></row></sheetData></worksheet>");
    const { reason, message } = await outcome(onDisk("big-row.xlsx", writeZip([...workbookParts(), sheet])));
    expect({ reason, message }).toEqual({ reason: "too-large", message: expect.stringMatching(/row of more than 8 MB/) });
  });

  it("when the file is cut off in its middle, then it answers 400 damaged or incomplete", async () => {
    const whole = makeXlsx(Array.from({ length: 40 }, () => businessRow()));
    const { reason, message } = await outcome(onDisk("cut.xlsx", whole.subarray(0, Math.floor(whole.length / 2))));
    expect({ reason, message }).toEqual({ reason: "unreadable", message: expect.stringMatching(/damaged or incomplete/) });
  });

  it("when a sheet's deflate stream ends early though the directory is whole, then it answers 400 damaged", async () => {
    const sheet = deflatedPart("xl/worksheets/sheet1.xml", worksheetXml(Array.from({ length: 400 }, (_, i) => inlineRow(i + 1, headers)).join("")));
    const cut = { ...sheet, deflated: sheet.deflated.subarray(0, Math.floor(sheet.deflated.length / 2)) };
    const { reason, message } = await outcome(onDisk("cut-part.xlsx", writeZip([...workbookParts(), cut])));
    expect({ reason, message }).toEqual({ reason: "unreadable", message: expect.stringMatching(/damaged or incomplete/) });
  });
});

describe("readImportFile", () => {
  it("when the worker outlives its time limit, then it is stopped, the answer is a 400, and the next file reads", async () => {
    // Far more than a worker reads in 5 ms, even one already started by an earlier file.
    const large = makeCsv(Array.from({ length: 20_000 }, () => businessRow()));
    const error: unknown = await readImportFile(large, "csv", 5, async () => {}, { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileRefused);
    expect(error).toMatchObject({ reason: "unreadable", message: expect.stringMatching(/took too long/) });
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
    const seen: ReadSoFar[] = [];
    const result = await readImportFile(makeCsv(rows), "csv", 5, async () => {}, { onProgress: (read) => seen.push(read) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.map((s) => s.rows)).toEqual([...seen.map((s) => s.rows)].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ rows: 5000, errors: 1, duplicatesInFile: 1, fraction: 1 });
    // The share read, by bytes, rises with the rows.
    expect(seen.map((s) => s.fraction)).toEqual([...seen.map((s) => s.fraction)].sort((a, b) => a - b));
    expect(seen[0]?.fraction).toBeLessThan(1);
    expect(result).toMatchObject({ totalRows: 5000, totalErrors: 1, duplicatesInFile: 1 });
  });
});
