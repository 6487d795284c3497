import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { createInflateRaw } from "node:zlib";

/**
 * The rows of an .xlsx written by the app's export (server/spreadsheet/xlsx-stream-writer.ts),
 * read as its sheets inflate. On purpose not the import's reader: the round trip checks that
 * reader, and a check sharing its code could not see its faults. So this reads only what that
 * writer writes: a ZIP without ZIP64 or comment whose sheets are deflated, rows of `<c r="B7">`
 * cells holding a number (`<v>`), a boolean (`t="b"`) or an inline string (`t="inlineStr"`).
 */

/** Where each sheet's deflated bytes lie in the file, in sheet order. */
async function sheetParts(file: string): Promise<{ start: number; end: number }[]> {
  const handle = await open(file);
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, position);
      return buffer;
    };
    const { size } = await handle.stat();
    const end = await read(size - 22, 22);
    if (end.readUInt32LE(0) !== 0x06054b50) throw new Error(`${file} is not a ZIP archive as the export writes it`);
    const directory = await read(end.readUInt32LE(16), end.readUInt32LE(12));
    const sheets: { sheet: number; start: number; end: number }[] = [];
    for (let at = 0; at + 46 <= directory.length && directory.readUInt32LE(at) === 0x02014b50;) {
      const nameLength = directory.readUInt16LE(at + 28);
      const sheet = Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(directory.toString("utf8", at + 46, at + 46 + nameLength))?.[1] ?? 0);
      if (sheet > 0) {
        if (directory.readUInt16LE(at + 10) !== 8) throw new Error(`${file}: sheet ${sheet} is not deflated`);
        const offset = directory.readUInt32LE(at + 42);
        const local = await read(offset, 30);
        const start = offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
        sheets.push({ sheet, start, end: start + directory.readUInt32LE(at + 20) - 1 });
      }
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return sheets.sort((a, b) => a.sheet - b.sheet);
  } finally {
    await handle.close();
  }
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

const cellPattern = /<c r="([A-Z]+)\d+"(?: t="(\w+)")?>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g;

/** One row's cells by column, "" where the export wrote none (a null); a cell in any other form is an error, not a blank. */
function rowCells(xml: string): string[] {
  const cells: string[] = [];
  let matched = 0;
  for (const m of xml.matchAll(cellPattern)) {
    const [, letters = "", type, value, text] = m;
    cells[columnIndex(letters)] = type === "inlineStr" ? decodeXml(text ?? "") : type === "b" ? (value === "1" ? "TRUE" : "FALSE") : (value ?? "");
    matched += 1;
  }
  if (matched !== xml.split("<c ").length - 1) throw new Error(`a row holds a cell not as the export writes it: ${xml.slice(0, 300)}`);
  return Array.from(cells, (c) => c ?? "");
}

/** Every row of every sheet, in order, each sheet's header row included; `sheet` counts from 1. */
export async function* exportRows(file: string): AsyncGenerator<{ sheet: number; cells: string[] }> {
  const parts = await sheetParts(file);
  for (const [index, part] of parts.entries()) {
    const source = createReadStream(file, part);
    const xml = createInflateRaw();
    source.on("error", (error) => xml.destroy(error));
    source.pipe(xml);
    const decoder = new StringDecoder("utf8");
    let pending = "";
    for await (const chunk of xml as AsyncIterable<Buffer>) {
      pending += decoder.write(chunk);
      let from = 0;
      for (let close = pending.indexOf("</row>", from); close >= 0; close = pending.indexOf("</row>", from)) {
        yield { sheet: index + 1, cells: rowCells(pending.slice(pending.indexOf("<row", from), close)) };
        from = close + 6;
      }
      pending = pending.slice(from);
    }
  }
}
