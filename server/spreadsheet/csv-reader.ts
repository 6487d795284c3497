import { isUtf8 } from "node:buffer";
import type { ByteSource } from "./byte-source";
import type { SheetRow, SheetRows } from "./sheet-rows";
import { maxRowBytes, rowTooLarge } from "./zip-limits";

/**
 * CSV read as it streams, with the cells SheetJS gave when it read the whole file:
 * UTF-8 (a byte-order mark dropped) or, when the file is not valid UTF-8, Windows-1252;
 * the separator guessed from the first 1,024 characters (comma, tab, semicolon or
 * pipe) or named by a first line "sep=;"; fields quoted RFC 4180 style, so a quoted
 * field holds separators, doubled quotes and line breaks.
 */

const quote = 0x22;
const cr = 0x0d;
const lf = 0x0a;
/** Candidates in the order SheetJS prefers them when they are counted equally often. */
const separators = [0x7c, 0x3b, 0x09, 0x2c];
/** What SheetJS looks at to guess the separator; "sep=;\r\n" takes 7 more. */
const guessChars = 1024;
const headChars = guessChars + 7;

/** Of the separators, the one found most often outside quotes in the file's first characters, as SheetJS guesses it. */
function guessSeparator(head: string): number {
  const counts = new Map<number, number>();
  let quoted = false;
  for (let i = 0; i < Math.min(head.length, guessChars); i++) {
    const c = head.charCodeAt(i);
    if (c === quote) quoted = !quoted;
    else if (!quoted && separators.includes(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = 0x2c;
  let bestCount = 0;
  for (const c of separators) {
    const count = counts.get(c) ?? 0;
    if (count >= bestCount && (count > 0 || counts.size === 0)) [best, bestCount] = [c, count];
  }
  return best;
}

/** The separator, and how many characters of a "sep=" line to skip. */
function separatorOf(head: string): { separator: number; skip: number } {
  if (!head.startsWith("sep=")) return { separator: guessSeparator(head), skip: 0 };
  if (head.charCodeAt(5) === cr && head.charCodeAt(6) === lf) return { separator: head.charCodeAt(4), skip: 7 };
  if (head.charCodeAt(5) === cr || head.charCodeAt(5) === lf) return { separator: head.charCodeAt(4), skip: 6 };
  return { separator: guessSeparator(head), skip: 0 };
}

/** A field's text: a quoted field unquoted, its doubled quotes made single. */
function fieldText(raw: string): string {
  const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  if (text.length > 0 && text.charCodeAt(0) === quote && text.charCodeAt(text.length - 1) === quote) return text.slice(1, -1).replaceAll('""', '"').trim();
  return text.trim();
}

/** Whether every byte the source holds is UTF-8; a character split between two pieces is judged whole. */
async function isUtf8Throughout(source: ByteSource): Promise<boolean> {
  let carried = Buffer.alloc(0);
  for await (const piece of source.chunks(0, source.size)) {
    const bytes = carried.length > 0 ? Buffer.concat([carried, piece]) : piece;
    // A lead byte among the last three whose character needs more bytes than are left.
    let cut = 0;
    for (let back = 1; back <= Math.min(3, bytes.length); back++) {
      const byte = bytes[bytes.length - back] ?? 0;
      if ((byte & 0xc0) === 0x80) continue;
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      if (length > back) cut = back;
      break;
    }
    if (!isUtf8(bytes.subarray(0, bytes.length - cut))) return false;
    carried = Buffer.from(bytes.subarray(bytes.length - cut));
  }
  return carried.length === 0;
}

/** The text of a whole file in memory, decoded as the streaming reader decodes it. */
export function decodeWhole(buffer: Uint8Array): string {
  return new TextDecoder(isUtf8(buffer) ? "utf-8" : "windows-1252").decode(buffer);
}

/**
 * Decoded text in pieces small enough to be ordinary young objects for V8 (its
 * larger strings go straight to the old generation, which only full collections free).
 */
const textPieceBytes = 32 * 1024;

async function* decoded(source: ByteSource): AsyncGenerator<string> {
  // Not valid UTF-8: spreadsheet programs then mostly write Windows-1252.
  const decoder = new TextDecoder((await isUtf8Throughout(source)) ? "utf-8" : "windows-1252");
  for await (const chunk of source.chunks(0, source.size)) {
    for (let at = 0; at < chunk.length; at += textPieceBytes) yield decoder.decode(chunk.subarray(at, at + textPieceBytes), { stream: true });
  }
  yield decoder.decode();
}

/** Splits text that arrives in pieces into rows of fields, a piece's worth at a time; a row (quoted line breaks and all) may span pieces. */
async function* csvRows(texts: AsyncIterable<string>): AsyncGenerator<SheetRow[]> {
  let text = "";
  let separator: number | undefined;
  /** In `text`: where the current field starts, and how far the row has been scanned. */
  let fieldStart = 0;
  let at = 0;
  let fields: string[] = [];
  let quoted = false;
  let index = 0;
  for await (const piece of texts) {
    text += piece;
    if (separator === undefined) {
      if (text.length < headChars) continue;
      const found = separatorOf(text);
      separator = found.separator;
      text = text.slice(found.skip);
    }
    yield split(false);
  }
  if (separator === undefined) {
    const found = separatorOf(text);
    separator = found.separator;
    text = text.slice(found.skip);
  }
  yield split(true);

  /** Reads the complete rows in `text`, keeping the unfinished one; at the end (`last`) that one too. */
  function split(last: boolean): SheetRow[] {
    const rows: SheetRow[] = [];
    let rowStart = 0;
    // SheetJS counts a quote as opening or closing only in a field that starts with one.
    let fieldQuoted = text.charCodeAt(fieldStart) === quote;
    for (; at < text.length; at++) {
      const c = text.charCodeAt(at);
      if (c === quote) {
        if (fieldQuoted) quoted = !quoted;
        continue;
      }
      if (quoted || (c !== separator && c !== cr && c !== lf)) continue;
      // A CR may be the first half of a CRLF that has not arrived yet.
      if (c === cr && at + 1 === text.length && !last) break;
      fields.push(fieldText(text.slice(fieldStart, at)));
      if (c === cr && text.charCodeAt(at + 1) === lf) at++;
      fieldStart = at + 1;
      fieldQuoted = text.charCodeAt(fieldStart) === quote;
      if (c === separator) continue;
      rows.push({ index, cells: fields });
      index += 1;
      fields = [];
      rowStart = fieldStart;
    }
    if (last) {
      if (at > fieldStart) fields.push(fieldText(text.slice(fieldStart, at)));
      if (fields.length > 0) rows.push({ index, cells: fields });
      return rows;
    }
    if (text.length - rowStart > maxRowBytes) throw rowTooLarge(": a quote left open makes the rest of the file one row");
    text = text.slice(rowStart);
    fieldStart -= rowStart;
    at -= rowStart;
    return rows;
  }
}

export function csvSheets(source: ByteSource): SheetRows[] {
  return [{ name: "Sheet1", rows: () => csvRows(decoded(source)) }];
}
