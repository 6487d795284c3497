import type { Writable } from "node:stream";
import { ZipStreamWriter } from "./zip-stream-writer";

export type Cell = string | number | boolean | null;

const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships";
const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** A sheet's XML is kept under ZIP's 4 GiB entry limit with room for one more row. */
const maxSheetBytes = 3.5 * 1024 ** 3;
const chunkChars = 256 * 1024;
/** Excel shows at most this many characters in a cell. */
const maxCellChars = 32_767;

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text as XML character data: markup escaped; characters XML cannot hold (controls, lone surrogates) dropped. */
function xmlText(text: string): string {
  return (
    text
      .slice(0, maxCellChars)
      // eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 cannot hold is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
      .replace(/[&<>"]/g, (c) => escapes[c] ?? c)
  );
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: Cell, ref: string): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : "";
  if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/**
 * A minimal .xlsx (workbook, sheets of inline strings, no styles) written row by
 * row to a stream with backpressure: an export of millions of rows holds one row
 * in memory, not the file.
 */
export class XlsxStreamWriter {
  private readonly zip: ZipStreamWriter;
  private readonly sheetNames: string[] = [];
  private rowNumber = 0;
  private columns: string[] = [];
  /** Rows are handed to the deflater in chunks of about this size: one call per row costs more than the work. */
  private pending = "";

  constructor(out: Writable) {
    this.zip = new ZipStreamWriter(out);
  }

  private async flush(): Promise<void> {
    if (this.pending) await this.zip.write(this.pending);
    this.pending = "";
  }

  async addSheet(name: string): Promise<void> {
    if (this.sheetNames.length > 0) {
      this.pending += "</sheetData></worksheet>";
      await this.flush();
    }
    this.sheetNames.push(name);
    this.rowNumber = 0;
    await this.zip.begin(`xl/worksheets/sheet${this.sheetNames.length}.xml`);
    await this.zip.write(`${xmlHead}<worksheet xmlns="${main}"><sheetData>`);
  }

  /** True when the current sheet is too large for another row (the caller starts a new sheet). */
  get sheetFull(): boolean {
    return this.zip.entrySize + this.pending.length * 3 > maxSheetBytes;
  }

  async addRow(cells: Cell[]): Promise<void> {
    while (this.columns.length < cells.length) this.columns.push(columnName(this.columns.length));
    this.rowNumber += 1;
    const r = this.rowNumber;
    const xml = cells.map((value, i) => cellXml(value, `${this.columns[i]}${r}`)).join("");
    this.pending += `<row r="${r}">${xml}</row>`;
    if (this.pending.length > chunkChars) await this.flush();
  }

  async finish(): Promise<void> {
    if (this.sheetNames.length === 0) await this.addSheet("Sheet1");
    this.pending += "</sheetData></worksheet>";
    await this.flush();
    const sheets = this.sheetNames.map((_, i) => i + 1);
    const parts: [string, string][] = [
      [
        "xl/workbook.xml",
        `<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets>${this.sheetNames
          .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join("")}</sheets></workbook>`,
      ],
      [
        "xl/_rels/workbook.xml.rels",
        `<Relationships xmlns="${packageRelationships}">${sheets
          .map((n) => `<Relationship Id="rId${n}" Type="${relationships}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
          .join("")}</Relationships>`,
      ],
      [
        "_rels/.rels",
        `<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
      [
        "[Content_Types].xml",
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join("")}</Types>`,
      ],
    ];
    for (const [name, xml] of parts) {
      await this.zip.begin(name);
      await this.zip.write(xmlHead + xml);
    }
    await this.zip.finish();
  }
}
