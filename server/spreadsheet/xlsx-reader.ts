import { inflateRawSync } from "node:zlib";
import type { SheetRow, SheetRows } from "./parse-sheets";
import { readZipDirectory, type ZipEntry } from "./zip-directory";
import { maxZipEntries } from "./zip-limits";

/**
 * A fast reader for the .xlsx files an import sees (Outscraper's, our own
 * exports, spreadsheet programs'): it unpacks only the workbook, shared strings
 * and sheets, and reads a sheet's XML a row at a time from the unpacked bytes,
 * giving each cell the text SheetJS would. It declines (returns undefined) where
 * that text would need number formats it does not apply, dates above all; the
 * caller then uses SheetJS. Run it only on a file checkZipContents accepted.
 */

const entities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

const namedEntity = /&(?:#(\d+)|#x([\da-fA-F]+)|(\w+));/g;

/** XML character data as text: entities, and OOXML's _xHHHH_ escapes for characters XML cannot hold. */
function decodeXml(text: string): string {
  // Most cell text has neither an entity nor an escaped character: skip both passes.
  const hasEntity = text.includes("&");
  if (!hasEntity && !text.includes("_x")) return text;
  let decoded = text;
  if (hasEntity) {
    // JSON cells (opening hours, attributes) hold dozens of &quot; each: plain replacements, not a callback per entity.
    decoded = decoded.replaceAll("&quot;", '"').replaceAll("&apos;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
    if (decoded.includes("&#") || /&(?!amp;)\w+;/.test(decoded)) {
      decoded = decoded.replace(namedEntity, (whole, dec?: string, hex?: string, name?: string) => {
        if (dec || hex) return String.fromCodePoint(Number.parseInt(dec ?? hex ?? "", dec ? 10 : 16));
        return entities[name ?? ""] ?? whole;
      });
    } else decoded = decoded.replaceAll("&amp;", "&");
  }
  return decoded.includes("_x") ? decoded.replace(/_x([\da-fA-F]{4})_/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : decoded;
}

/** The text of every <t> in a run of XML, phonetic guides (<rPh>) left out, as SheetJS reads rich text. */
function textOf(xml: string): string {
  let text = "";
  const withoutPhonetic = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, "");
  for (const m of withoutPhonetic.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) text += m[1];
  return decodeXml(text);
}

const attributePatterns = new Map<string, RegExp>();

/** An attribute's raw value in a start tag (either quote style). */
function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const m = pattern.exec(tag);
  return m ? (m[1] ?? m[2]) : undefined;
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, and East Asian ones). */
const dateFormatIds = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Cell styles (xf indices) whose number format shows a date or time. */
function dateStyles(stylesXml: string | undefined): Set<number> {
  const styles = new Set<number>();
  if (!stylesXml) return styles;
  const custom = new Map<number, string>();
  for (const m of stylesXml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    custom.set(Number(attribute(m[0], "numFmtId")), decodeXml(attribute(m[0], "formatCode") ?? ""));
  }
  const isDate = (id: number) => {
    const code = custom.get(id);
    if (code === undefined) return dateFormatIds.has(id);
    return /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ""));
  };
  const cellXfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(stylesXml)?.[0] ?? "";
  let index = 0;
  for (const m of cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)) {
    if (isDate(Number(attribute(m[0], "numFmtId") ?? 0))) styles.add(index);
    index += 1;
  }
  return styles;
}

/** Thrown while rows are read when a cell needs what this reader does not do; the caller starts again with SheetJS. */
class XlsxDeclined extends Error {}

function cellValue(cell: string, strings: string[], dates: Set<number>): string {
  const open = cell.slice(0, cell.indexOf(">") + 1);
  const type = attribute(open, "t") ?? "n";
  if (type === "inlineStr") return textOf(cell);
  const raw = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(cell)?.[1];
  if (raw === undefined) return "";
  if (type === "s") return strings[Number(raw)] ?? "";
  if (type === "b") return raw === "1" ? "TRUE" : "FALSE";
  if (type === "str" || type === "e") return decodeXml(raw);
  if (type !== "n") throw new XlsxDeclined();
  if (dates.has(Number(attribute(open, "s") ?? 0))) throw new XlsxDeclined();
  const number = Number(raw);
  return Number.isFinite(number) ? String(number) : decodeXml(raw);
}

const whitespaceOrEnd = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);

/**
 * One sheet's rows, read lazily from its unpacked XML: cell text never holds a
 * literal "<", so each "<row" is a tag, and only one row is ever a string.
 */
function* sheetRows(xml: Buffer, strings: string[], dates: Set<number>): Generator<SheetRow> {
  const sheetData = xml.indexOf("sheetData");
  if (sheetData < 0) return;
  const prefix = xml.toString("utf8", xml.lastIndexOf("<", sheetData) + 1, sheetData);
  const open = Buffer.from(`<${prefix}row`);
  const close = Buffer.from(`</${prefix}row>`);
  let rowIndex = -1;
  for (let at = sheetData; ;) {
    at = xml.indexOf(open, at);
    if (at < 0) return;
    if (!whitespaceOrEnd.has(xml[at + open.length] ?? 0)) {
      at += open.length;
      continue;
    }
    const tagEnd = xml.indexOf(0x3e, at);
    if (tagEnd < 0) return;
    const closeAt = xml[tagEnd - 1] === 0x2f ? tagEnd + 1 - close.length : xml.indexOf(close, tagEnd);
    if (closeAt < 0) return;
    const end = closeAt + close.length;
    const row = xml.toString("utf8", at, end);
    at = end;
    const number = attribute(row.slice(0, row.indexOf(">") + 1), "r");
    rowIndex = number ? Number(number) - 1 : rowIndex + 1;
    const cells: string[] = [];
    let column = -1;
    for (const m of row.matchAll(/<(?:\w+:)?c\b([^>]*?)(\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const ref = attribute(m[1] ?? "", "r");
      column = ref ? columnIndex(ref) : column + 1;
      if (m[2] === "/>") continue;
      cells[column] = cellValue(m[0], strings, dates).trim();
    }
    yield { index: rowIndex, cells };
  }
}

/**
 * Whether a sheet may hold a cell this reader would decline: one typed as a date,
 * or any cell in a date style. Deciding before the first row is read lets rows
 * stream; a false alarm (a text cell in a date style) only costs the fast path.
 */
function needsFormats(xml: Buffer, dates: Set<number>): boolean {
  if (xml.includes(' t="d"')) return true;
  for (const style of dates) if (xml.includes(` s="${style}"`)) return true;
  return false;
}

/** Resolves a relationship target against the folder of the part that names it. */
function partName(target: string, base: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = `${base}${target}`.split("/");
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === "..") resolved.pop();
    else if (part !== ".") resolved.push(part);
  }
  return resolved.join("/");
}

export function readXlsx(buffer: Buffer): SheetRows[] | undefined {
  const directory = readZipDirectory(buffer, maxZipEntries);
  if (!directory.ok) return undefined;
  const byName = new Map<string, ZipEntry>(directory.entries.map((e) => [e.name.replace(/^\//, "").toLowerCase(), e]));
  const unpack = (name: string): Buffer | undefined => {
    const entry = byName.get(name.toLowerCase());
    if (!entry) return undefined;
    const data = buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    if (entry.method === 0) return data;
    const size = Math.max(1, Math.min(entry.declaredSize, 2 ** 31 - 2));
    // One output chunk a byte larger than the declared size: zlib then returns it as it is, instead
    // of gathering 16 KB chunks and copying them into one buffer, twice the part's size at the peak.
    return inflateRawSync(data, { maxOutputLength: size, chunkSize: Math.max(64, size + 1) });
  };
  const text = (name: string) => unpack(name)?.toString("utf8");

  const workbook = text("xl/workbook.xml");
  const rels = text("xl/_rels/workbook.xml.rels");
  if (!workbook || !rels) return undefined;
  const targets = new Map<string, { type: string; target: string }>();
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    targets.set(attribute(m[0], "Id") ?? "", { type: attribute(m[0], "Type") ?? "", target: attribute(m[0], "Target") ?? "" });
  }
  const sharedStrings = text("xl/sharedStrings.xml") ?? "";
  const strings = [...sharedStrings.matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\b[^>]*\/>/g)].map((m) => textOf(m[1] ?? ""));
  const dates = dateStyles(text("xl/styles.xml"));

  const sheets: SheetRows[] = [];
  for (const m of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const id = /\s[\w]+:id="([^"]*)"/.exec(m[0])?.[1] ?? "";
    const rel = targets.get(id);
    if (!rel || !rel.type.endsWith("/worksheet")) continue;
    const xml = unpack(partName(rel.target, "xl/"));
    if (!xml || needsFormats(xml, dates)) return undefined;
    sheets.push({ name: decodeXml(attribute(m[0], "name") ?? ""), rows: () => sheetRows(xml, strings, dates) });
  }
  return sheets.length > 0 ? sheets : undefined;
}
