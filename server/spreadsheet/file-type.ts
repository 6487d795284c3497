import { open } from "node:fs/promises";

export type SpreadsheetType = "xlsx" | "xls" | "csv";

/** How much of a file detectSpreadsheetType looks at. */
const sampleBytes = 64 * 1024;

/** The first bytes of a file on disk, as much as detectSpreadsheetType reads. */
export async function fileHead(path: string): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(sampleBytes);
    const { bytesRead } = await handle.read(head, 0, sampleBytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Documents that can be plain text at the start yet are never a spreadsheet. */
const documentMagics = ["%PDF-", "{\\rtf"].map((text) => [...Buffer.from(text, "latin1")]);

const startsWith = (buffer: Buffer, magic: number[]) => magic.every((byte, i) => buffer[i] === byte);

/**
 * Judges a file by its bytes, not its name: .xlsx is a ZIP package, .xls an OLE2
 * compound file, CSV readable UTF-8 (or Latin-1) text with hardly a control byte.
 */
export function detectSpreadsheetType(buffer: Buffer): SpreadsheetType | undefined {
  if (buffer.length < 4) return buffer.length > 0 && isText(buffer) ? "csv" : undefined;
  if (startsWith(buffer, zipMagic)) return "xlsx";
  if (startsWith(buffer, oleMagic)) return "xls";
  if (documentMagics.some((magic) => startsWith(buffer, magic))) return undefined;
  return isText(buffer) ? "csv" : undefined;
}

/**
 * Text has control bytes (tab and line ends aside) in at most 1 byte of 100: a stray NUL in a
 * CSV's cell (which the reader drops) leaves it a CSV, where refusing it as no spreadsheet at all
 * would mislead. Binary files have them in about 1 byte of 9, UTF-16 text in every other byte.
 */
function isText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, sampleBytes);
  let allowed = Math.floor(sample.length / 100);
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && --allowed < 0) return false;
  }
  return true;
}

/** The answer for a file no reader could make sense of. */
export const unreadable = "The file could not be read as a spreadsheet";
