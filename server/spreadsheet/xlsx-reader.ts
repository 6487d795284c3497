import { FileRefused } from "./file-refused";
import type { ByteSource } from "./byte-source";
import { unreadable } from "./file-type";
import type { SheetRow, SheetRows } from "./sheet-rows";
import { storableText } from "./storable-text";
import { isoDateSerial, numberFormats, numberText } from "./xlsx-numbers";
import { xmlElements } from "./xml-elements";
import { attribute, columnIndex, decodeXml, textOf } from "./xml-text";
import { readZipDirectory, type ZipEntry } from "./zip-directory";
import { checkZipDirectory, maxZipEntries } from "./zip-limits";
import { partChunks, partText } from "./zip-part";

/**
 * Reads the .xlsx files an import sees (Outscraper's, our own exports,
 * spreadsheet programs') as they unpack: the workbook, its relationships, styles
 * and shared strings first, then each sheet's rows as its XML inflates, giving
 * each cell the text SheetJS would. Memory follows the shared strings (loaded
 * whole, as cells look them up by index), so it grows with a file's distinct
 * strings, never with its rows.
 */

interface CellContext {
  strings: string[];
  formats: ReturnType<typeof numberFormats>;
  date1904: boolean;
}

/** A cell's text, from its start tag's attributes and its content. */
function cellValue(attributes: string, content: string, { strings, formats, date1904 }: CellContext): string {
  const type = attribute(attributes, "t") ?? "n";
  if (type === "inlineStr") return textOf(content);
  const raw = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(content)?.[1];
  // SheetJS leaves out a cell whose value is missing or empty.
  if (!raw) return "";
  if (type === "s") return strings[Number(raw)] ?? "";
  if (type === "b") return raw === "1" ? "TRUE" : "FALSE";
  if (type === "n" || type === "d") {
    const number = type === "d" ? isoDateSerial(decodeXml(raw), date1904) : Number(raw);
    if (type === "n" && !Number.isFinite(number)) return decodeXml(raw);
    return numberText(number, formats[Number(attribute(attributes, "s") ?? 0)], date1904);
  }
  // str, e (an error's text) and any type SheetJS does not know: the text as it is.
  return decodeXml(raw);
}

/** A cell: its start tag's attributes, and its content unless the tag closes itself. */
const cellPattern = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;

/** XFD, the last column of a sheet (16,384 columns): a cell past it is no spreadsheet's. */
const lastColumn = 16_383;

/**
 * A cell past the last column: refused, as its row's cells would be an array that long (a reference
 * like "FXSHRXW1" asks for billions of entries) and no spreadsheet program wrote it.
 */
function cellTooFar(rowIndex: number, ref: string | undefined, sheet: string | undefined): FileRefused {
  const where = `${sheet === undefined ? "Row" : `Sheet "${storableText(sheet).slice(0, 50)}", row`} ${rowIndex + 1}`;
  const what =
    ref === undefined
      ? "has more cells than the 16,384 columns a spreadsheet can have"
      : `has a cell "${ref.replace(/[^A-Za-z0-9$]/g, "").slice(0, 20)}" past column XFD, the last a spreadsheet can have`;
  return new FileRefused("unreadable", `${where} ${what}: the file is damaged or was not written by a spreadsheet program`);
}

function rowCells(row: string, context: CellContext, rowIndex: number, sheet: string | undefined): string[] {
  const cells: string[] = [];
  let column = -1;
  cellPattern.lastIndex = 0;
  for (let m = cellPattern.exec(row); m; m = cellPattern.exec(row)) {
    const attributes = m[1] ?? "";
    const ref = attribute(attributes, "r");
    column = ref ? columnIndex(ref) : column + 1;
    if (column > lastColumn) throw cellTooFar(rowIndex, ref, sheet);
    if (m[2] !== undefined) cells[column] = cellValue(attributes, m[2], context).trim();
  }
  return cells;
}

/** One sheet's rows as its XML arrives, a piece's worth at a time; `sheet` names it in messages unless it is the first. */
async function* sheetRows(xml: AsyncIterable<Buffer>, context: CellContext, sheet: string | undefined): AsyncGenerator<SheetRow[]> {
  let rowIndex = -1;
  for await (const elements of xmlElements(xml, "sheetData", "row")) {
    yield elements.map((row) => {
      const tag = row.slice(0, row.indexOf(">") + 1);
      const number = attribute(tag, "r");
      rowIndex = number ? Number(number) - 1 : rowIndex + 1;
      // A row with no cells (<row r="9"/>) has nothing more to read.
      return { index: rowIndex, cells: tag.endsWith("/>") ? [] : rowCells(row, context, rowIndex, sheet) };
    });
  }
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

/**
 * The workbook's sheets, in order, each read (once) as it is iterated. Refuses
 * with a FileRefused what checkZipDirectory refuses, a file that is not a
 * workbook, and, while rows are read, what partChunks and xmlElements refuse.
 */
export async function readXlsx(source: ByteSource): Promise<SheetRows[]> {
  const directory = await readZipDirectory(source, maxZipEntries);
  checkZipDirectory(directory, source.size);
  const entries = directory.ok ? directory.entries : [];
  const byName = new Map<string, ZipEntry>(entries.map((e) => [e.name.replace(/^\//, "").toLowerCase(), e]));
  const entry = (name: string) => byName.get(name.toLowerCase());
  const text = async (name: string) => {
    const part = entry(name);
    return part && partText(source, part);
  };

  const workbook = await text("xl/workbook.xml");
  const rels = await text("xl/_rels/workbook.xml.rels");
  if (!workbook || !rels) throw new FileRefused("unreadable", unreadable);
  const targets = new Map<string, { type: string; target: string }>();
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    targets.set(attribute(m[0], "Id") ?? "", { type: attribute(m[0], "Type") ?? "", target: attribute(m[0], "Target") ?? "" });
  }
  const strings: string[] = [];
  const sharedStrings = entry("xl/sharedStrings.xml");
  if (sharedStrings)
    for await (const elements of xmlElements(partChunks(source, sharedStrings), "sst", "si")) for (const si of elements) strings.push(textOf(si));
  const workbookPr = /<(?:\w+:)?workbookPr\b[^>]*>/.exec(workbook)?.[0] ?? "";
  const context: CellContext = {
    strings,
    formats: numberFormats(await text("xl/styles.xml")),
    date1904: /^(?:1|true)$/i.test(attribute(workbookPr, "date1904") ?? ""),
  };

  const sheets: SheetRows[] = [];
  for (const m of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const id = /\s[\w]+:id="([^"]*)"/.exec(m[0])?.[1] ?? "";
    const rel = targets.get(id);
    if (!rel || !rel.type.endsWith("/worksheet")) continue;
    const part = entry(partName(rel.target, "xl/"));
    if (!part) throw new FileRefused("unreadable", unreadable);
    const name = decodeXml(attribute(m[0], "name") ?? "");
    const named = sheets.length > 0 ? name : undefined;
    sheets.push({ name, rows: () => sheetRows(partChunks(source, part), context, named) });
  }
  return sheets;
}
