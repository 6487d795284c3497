import { deflateRawSync } from "node:zlib";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportResult } from "../../shared/admin-api";
import { errorResponse } from "../../shared/api";
import { adminEvents } from "../../shared/schema";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { binaryParser, businessCount, fetchByPlaceId, importFile, upload, type Agent } from "../test/admin-import";
import { businessRow, makeCsv, makeXlsx, readWorkbook, sheetGrids, type SheetGrid } from "../test/fixtures/make-spreadsheets";
import { deflatedPart, inlineRow, repeatedPart, workbookParts, worksheetXml, writeZip, xmlText, type ZipPart } from "../test/fixtures/zip-writer";
import { useTestApp } from "../test/test-app";

/**
 * Hostile uploads through POST /api/admin/import: each is refused with a 4xx and a
 * plain message (or, for formula cells, imported as plain text), writes nothing,
 * and leaves the public API answering. The over-the-size-limit 413 is in import-limits.test.ts.
 */

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const MiB = 1024 * 1024;
const row = businessRow();
const headers = Object.keys(row);
const values = Object.values(row).map(String);

const xlsxWith = (sheetXml: string, extra: ZipPart[] = []) =>
  writeZip([...workbookParts(extra.length > 0), deflatedPart("xl/worksheets/sheet1.xml", sheetXml), ...extra]);

/** A sheet part of a header row and `mebibytes` MiB of spaces, packed about 1,000 to 1. */
const spacesSheet = (mebibytes: number) =>
  repeatedPart(
    "xl/worksheets/sheet1.xml",
    worksheetXml(inlineRow(1, headers)).replace("</sheetData></worksheet>", ""),
    Buffer.alloc(MiB, 0x20),
    mebibytes,
    "</sheetData></worksheet>",
  );

async function eventCount(): Promise<number> {
  const [result] = await context.database.db.select({ n: count() }).from(adminEvents);
  return Number(result?.n ?? 0);
}

/** The highest resident memory of this process (server and parse worker alike) while `work` runs. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    return { result: await work(), growth: peak - start };
  } finally {
    clearInterval(timer);
  }
}

async function expectPublicApiResponsive() {
  const started = performance.now();
  await context.request.get("/api/statistics").expect(200);
  expect(performance.now() - started).toBeLessThan(3000);
}

/** Uploads a file that must be refused; returns the message after checking it, the database and the public API. */
async function refused(buffer: Buffer, fileName: string, status = 400, maxMs = 10_000): Promise<string> {
  const [businessesBefore, eventsBefore] = [await businessCount(context), await eventCount()];
  const started = performance.now();
  // The public API must answer while the file is being read, not only afterwards.
  const {
    result: [res],
    growth,
  } = await peakRssGrowth(() => Promise.all([upload(agent, buffer, fileName), expectPublicApiResponsive()]));
  expect(performance.now() - started).toBeLessThan(maxMs);
  expect(growth, "bytes of memory the upload took").toBeLessThan(400 * MiB);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const { message } = errorResponse.parse(res.body);
  expect(message.length).toBeGreaterThan(15);
  expect(message).not.toMatch(/\bat \S+:\d+|\/work\/|\/etc\/|node_modules|\.m?[jt]s\b|\bselect\b|\binsert\b|Error:/i);
  expect(await businessCount(context)).toBe(businessesBefore);
  expect(await eventCount()).toBe(eventsBefore);
  await expectPublicApiResponsive();
  return message;
}

describe("POST /api/admin/import: other file types named .xlsx", () => {
  const pdf = Buffer.concat([
    Buffer.from("%PDF-1.7\n1 0 obj\n<< /Length 60 /Filter /FlateDecode >>\nstream\n"),
    deflateRawSync(Buffer.from("BT /F1 12 Tf 72 712 Td (name,category,place_id) Tj ET")),
    Buffer.from("\nendstream\nendobj\n%%EOF\n"),
  ]);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from("IHDR"), Buffer.alloc(300, 1)]);
  const noise = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + (i >> 3) * 104729 + 13) % 256));
  const textPdf = Buffer.from("%PDF-1.4\n% name,category,full_address\n%%EOF\n");

  it.each([
    ["a PNG", png],
    ["a PDF", pdf],
    ["a text-only PDF", textPdf],
    ["random noise", noise],
  ])("when %s is named .xlsx, then it is refused as an unsupported type", async (_kind, bytes) => {
    expect(await refused(bytes, "upload.xlsx")).toMatch(/unsupported file type/i);
  });

  it("when a .docx-like ZIP without workbook parts is named .xlsx, then it is refused as unreadable", async () => {
    const docx = writeZip([
      deflatedPart("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      deflatedPart("_rels/.rels", "<Relationships/>"),
      deflatedPart("word/document.xml", "<w:document><w:body><w:p>name,place_id</w:p></w:body></w:document>"),
    ]);
    expect(await refused(docx, "letter.xlsx")).toMatch(/could not be read as a spreadsheet/i);
  });
});

describe("POST /api/admin/import: truncated and corrupt .xlsx", () => {
  const whole = makeXlsx(Array.from({ length: 40 }, () => businessRow()));

  it.each([
    ["in the middle", Math.floor(whole.length / 2)],
    ["just before its end", whole.length - 10],
  ])("when a valid .xlsx is cut off %s, then it is refused as damaged", async (_where, length) => {
    expect(await refused(whole.subarray(0, length), "cut.xlsx")).toMatch(/damaged or incomplete/i);
  });

  it("when the sheet's deflate stream is corrupt, then it is refused as damaged within seconds", async () => {
    // Before the zlib check, SheetJS's own inflater looped on this file for minutes.
    const sheet = deflatedPart("xl/worksheets/sheet1.xml", worksheetXml(inlineRow(1, headers) + inlineRow(2, values)));
    const corrupt = Buffer.from(sheet.deflated);
    for (let i = 10; i < corrupt.length - 10; i += 7) corrupt[i] = (corrupt[i] ?? 0) ^ 0xa5;
    expect(await refused(writeZip([...workbookParts(), { ...sheet, deflated: corrupt }]), "corrupt.xlsx")).toMatch(/damaged/i);
  });
});

describe("POST /api/admin/import: ZIP bombs", () => {
  let bomb: ZipPart;
  beforeAll(() => {
    bomb = spacesSheet(1536);
    expect(bomb.size).toBeGreaterThan(1.5 * 1024 * MiB);
    expect(bomb.deflated.length).toBeLessThan(2 * MiB);
  });

  it("when sheet1.xml declares 1.5 GB packed into 1.6 MB, then it answers 413 before unpacking anything", async () => {
    expect(await refused(writeZip([...workbookParts(), bomb]), "bomb.xlsx", 413, 3000)).toMatch(/unpacks too large/i);
  });

  it("when a part declares 490 MB packed into 0.5 MB, then the packing ratio alone gets a 413", async () => {
    expect(await refused(writeZip([...workbookParts(), spacesSheet(467)]), "dense.xlsx", 413, 3000)).toMatch(/unpacks too large/i);
  });

  it.each([
    ["its headers", { size: 4096 }],
    ["a data descriptor after zero local sizes", { size: 4096, sizesAfterData: true }],
  ])("when the 1.5 GB part claims 4 KB in %s, then zlib stops at 4 KB and it answers 400 in seconds", async (_how, lie) => {
    const message = await refused(writeZip([...workbookParts(), { ...bomb, ...lie }]), "liar.xlsx");
    expect(message).toMatch(/larger than its header declares/i);
  });

  it("when the ZIP holds 20,000 parts, then it is refused without reading them", async () => {
    const tiny = deflatedPart("x.xml", "<x/>");
    const parts = Array.from({ length: 20_000 }, (_, i) => ({ ...tiny, name: `xl/p${i}.xml` }));
    expect(await refused(writeZip([...workbookParts(), ...parts]), "many.xlsx")).toMatch(/20,004 parts/i);
  });
});

describe("POST /api/admin/import: a million empty rows", () => {
  const prefix = worksheetXml(inlineRow(1, headers)).replace("</sheetData></worksheet>", "");
  const cases: [string, () => Buffer][] = [
    ["one row at 1,048,576", () => xlsxWith(worksheetXml(inlineRow(1, headers) + '<row r="1048576"><c r="A1048576"/></row>'))],
    ["a dimension of A1:Z1048576", () => xlsxWith(worksheetXml(inlineRow(1, headers), '<dimension ref="A1:Z1048576"/>'))],
    [
      "1,000,000 <row/> elements",
      () =>
        writeZip([...workbookParts(), repeatedPart("xl/worksheets/sheet1.xml", prefix, Buffer.from("<row/>".repeat(1000)), 1000, "</sheetData></worksheet>")]),
    ],
  ];

  it.each(cases)("when the sheet has %s after its header, then it answers 400 no data rows quickly", async (_kind, make) => {
    expect(await refused(make(), "empty-rows.xlsx")).toMatch(/no data rows/i);
  });
});

describe("POST /api/admin/import: XML entities", () => {
  const laughs =
    '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY l1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
    '<!ENTITY l2 "&l1;&l1;&l1;&l1;&l1;&l1;&l1;&l1;&l1;&l1;"><!ENTITY l3 "&l2;&l2;&l2;&l2;&l2;&l2;&l2;&l2;&l2;&l2;">' +
    '<!ENTITY l9 "&l3;&l3;&l3;&l3;&l3;&l3;&l3;&l3;&l3;&l3;">]>';
  const xxe = '<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
  const withEntity = (entity: string) => values.map((v, i) => (i === 0 ? `&${entity};` : xmlText(v)));
  const sharedStrings = (prolog: string, entity: string) =>
    deflatedPart(
      "xl/sharedStrings.xml",
      `<?xml version="1.0" encoding="UTF-8"?>\n${prolog}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>&${entity};</t></si></sst>`,
    );
  const sheetUsingSharedString = worksheetXml(
    inlineRow(1, headers) + inlineRow(2, values).replace(/<c r="A2" t="inlineStr"><is><t>[^<]*<\/t><\/is><\/c>/, '<c r="A2" t="s"><v>0</v></c>'),
  );

  const cases: [string, Buffer][] = [
    ["billion laughs in sheet1.xml", xlsxWith(worksheetXml(inlineRow(1, headers) + inlineRow(2, withEntity("l9"), [true]), "", laughs))],
    ["billion laughs in sharedStrings.xml", xlsxWith(sheetUsingSharedString, [sharedStrings(laughs, "l9")])],
    ["an external entity in sheet1.xml", xlsxWith(worksheetXml(inlineRow(1, headers) + inlineRow(2, withEntity("xxe"), [true]), "", xxe))],
    ["an external entity in sharedStrings.xml", xlsxWith(sheetUsingSharedString, [sharedStrings(xxe, "xxe")])],
  ];

  it.each(cases)("when an .xlsx carries %s, then it is refused for its DOCTYPE and nothing is expanded", async (_kind, file) => {
    const message = await refused(file, "entities.xlsx");
    expect(message).toMatch(/DOCTYPE/);
    expect(message).not.toMatch(/root:|lollol/);
  });
});

describe("POST /api/admin/import: formula cells", () => {
  const formulaHeaders = [...headers, "description"];
  /** A valid row whose name cell is `nameCell` (a formula) and whose description is formula-looking text. */
  function rowWithFormula(r: number, nameCell: string, description: string) {
    const data = businessRow({ description });
    const xml = inlineRow(
      r,
      formulaHeaders.map((h) => String(data[h] ?? "")),
    );
    return { data, xml: xml.replace(/<c r="A\d+"[^]*?<\/c>/, nameCell.replace("<c ", `<c r="A${r}" `)) };
  }
  /** [formula, its cached value, the cell type] as the name, and formula-looking text as the description. */
  const cases = [
    ["1+1", "2", "n", "@SUM(A1:A2)"],
    ['HYPERLINK("http://evil.example/","Click me")', "Click me", "str", "+SUM(1,2)"],
    ["cmd|' /C calc'!A0", "Calc", "str", "-2+3"],
    ["CONCAT(\"=cmd|' /C calc'!A0\")", "=cmd|' /C calc'!A0", "str", "=1+1"],
  ] as const;
  const rows = cases.map(([formula, cached, type, description], i) => ({
    formula,
    cached,
    ...rowWithFormula(i + 2, `<c t="${type}"><f>${xmlText(formula)}</f><v>${xmlText(cached)}</v></c>`, description),
  }));
  const uncached = rowWithFormula(6, "<c><f>SUM(1,2)</f></c>", "no cached value");
  let result: ImportResult;
  beforeAll(async () => {
    const file = xlsxWith(worksheetXml(inlineRow(1, formulaHeaders) + rows.map((r) => r.xml).join("") + uncached.xml));
    result = await importFile(agent, file, "formulas.xlsx");
  });

  it("when names are formulas, then each row keeps the formula's cached value as text and never the formula", async () => {
    expect(result.stats).toMatchObject({ imported: 4, totalErrors: 1 });
    expect(result.errors).toEqual([{ row: 6, message: "name is empty" }]);
    for (const { data, formula, cached } of rows) {
      const stored = await fetchByPlaceId(context, String(data.place_id));
      expect(stored).toMatchObject({ name: cached, description: data.description });
      expect(JSON.stringify(stored)).not.toContain(formula);
    }
  });

  it("when the same rows are exported, then no cell is a formula and formula-looking text keeps a leading apostrophe", async () => {
    const res = await agent.get("/api/admin/export").buffer(true).parse(binaryParser).expect(200);
    const workbook = readWorkbook(res.body as Buffer);
    const cells = Object.values(workbook.Sheets).flatMap((sheet) => (sheet["!data"] ?? []).flat());
    expect(cells.filter((cell) => cell?.f !== undefined)).toEqual([]);
    const [header = [], ...body] = sheetGrids(workbook)[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    const exported = (placeId: unknown) => body.find((cells) => cells[column("place_id")] === placeId);
    const cmd = exported(rows[3]?.data.place_id);
    expect(cmd?.[column("name")]).toBe("'=cmd|' /C calc'!A0");
    expect(cmd?.[column("description")]).toBe("'=1+1");
    expect(exported(rows[0]?.data.place_id)?.[column("description")]).toBe("'@SUM(A1:A2)");
    expect(exported(rows[1]?.data.place_id)?.[column("description")]).toBe("'+SUM(1,2)");
    expect(exported(rows[2]?.data.place_id)?.[column("description")]).toBe("'-2+3");
  });
});

describe("POST /api/admin/import: prototype keys as column names", () => {
  const protoHeaders = ["__proto__", "constructor", "prototype", "hasOwnProperty"];
  const formats: [string, (grid: SheetGrid) => Buffer][] = [
    ["xlsx", (grid) => makeXlsx(grid)],
    ["csv", (grid) => makeCsv(grid)],
  ];

  it.each(formats)("when a .%s has them beside the required columns, then it imports and no prototype changes", async (ext, make) => {
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const data = businessRow({ working_hours: '{"__proto__": {"polluted": "yes"}, "Monday": "9AM-5PM"}' });
    const grid = [
      [...Object.keys(data), ...protoHeaders],
      [...Object.values(data).map((v) => v ?? ""), '{"polluted": "yes"}', '{"prototype": {"polluted": "yes"}}', "polluted", "polluted"],
    ];
    const result = await importFile(agent, make(grid), `proto.${ext}`);
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(Object.prototype.hasOwnProperty.call({ a: 1 }, "a")).toBe(true);
    const stored = await fetchByPlaceId(context, String(data.place_id));
    expect(stored).toMatchObject({ name: data.name, category: data.category, openingHours: { Monday: "9AM-5PM" } });
    expect(JSON.stringify(stored)).not.toContain("polluted");
  });
});
