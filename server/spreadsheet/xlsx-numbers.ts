import * as XLSX from "xlsx";
import { attribute, decodeXml } from "./xml-text";

/**
 * A number cell's text as SheetJS gives it to the import (parse-sheets.ts, cellText):
 * the number itself, unless its number format shows it with "/" or ":" (a date, a
 * time, a fraction), in which case SheetJS's formatter (SSF) writes it. So a date
 * cell reads "1/31/20" whether the file is read by SheetJS or streamed here.
 */

/** A style's format: a code of the file's own, or a built-in one by id. */
type NumberFormat = string | number;

/**
 * The built-in formats (by id, as SheetJS knows them) whose text can hold "/" or ":":
 * every other built-in one shows a number in a way the import does not keep.
 */
const slashOrColon: Record<number, string> = {
  12: "# ?/?",
  13: "# ??/??",
  14: "m/d/yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: "m/d/yy h:mm",
  45: "mm:ss",
  46: "[h]:mm:ss",
  56: '"上午/下午 "hh"時"mm"分"ss"秒 "',
  69: "# ?/?",
  70: "# ??/??",
  76: "h:mm",
  77: "h:mm:ss",
  78: "m/d/yy h:mm",
  79: "mm:ss",
  80: "[h]:mm:ss",
};
// East Asian date and time formats, which SheetJS shows as these.
for (const id of [27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 57, 58, 71, 72]) slashOrColon[id] = "m/d/yy";
for (const id of [32, 33, 34, 35]) slashOrColon[id] = "h:mm:ss";

type Format = (code: string, value: number, options: { date1904: boolean }) => string;
/** SheetJS's formatter, typed for the one way it is called here (its declarations leave it untyped). */
const ssfFormat = (XLSX.SSF as { format: Format }).format;

/** Each cell style's number format (by the style's index), or undefined where it shows numbers as they are. */
export function numberFormats(stylesXml: string | undefined): (NumberFormat | undefined)[] {
  if (!stylesXml) return [];
  const custom = new Map<number, string>();
  for (const m of stylesXml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    custom.set(Number(attribute(m[0], "numFmtId")), decodeXml(attribute(m[0], "formatCode") ?? ""));
  }
  const cellXfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(stylesXml)?.[0] ?? "";
  return Array.from(cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g), (m) => {
    const id = Number(attribute(m[0], "numFmtId") ?? 0);
    // SheetJS never formats with id 0 (General), even where a file defines its own code for it.
    if (!id) return undefined;
    return custom.get(id) ?? (slashOrColon[id] === undefined ? undefined : id);
  });
}

export function numberText(value: number, format: NumberFormat | undefined, date1904: boolean): string {
  if (format === undefined) return String(value);
  let text: string;
  try {
    text = ssfFormat(typeof format === "number" ? (slashOrColon[format] ?? "General") : format, value, { date1904 });
  } catch {
    return String(value);
  }
  return /[/:]/.test(text) ? text : String(value);
}

const dayMs = 24 * 60 * 60 * 1000;
const epoch1900 = Date.UTC(1899, 11, 30);

/**
 * An ISO date cell (t="d") as the serial number SheetJS turns it into: its
 * parseDate for the forms it reads itself (time, date, date and time, all as UTC),
 * then its datenum, with the 1900 calendar's missing leap day.
 */
export function isoDateSerial(text: string, date1904: boolean): number {
  let date: Date;
  const time = /^(\d+):(\d+)(:\d+)?(\.\d+)?$/.exec(text);
  const day = /^(\d+)-(\d+)-(\d+)$/.exec(text);
  const dayTime = /^(\d+)-(\d+)-(\d+)[T ](\d+):(\d+)(:\d+)?(\.\d+)?$/.exec(text);
  const n = (part: string | undefined) => Number.parseInt(part ?? "0", 10) || 0;
  if (time) {
    const ms = n(((time[4] ?? "") + "000").slice(1, 4));
    date = new Date((date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 31)) + ((n(time[1]) * 60 + n(time[2])) * 60 + n(time[3]?.slice(1))) * 1000 + ms);
  } else if (day) date = new Date(Date.UTC(n(day[1]), n(day[2]) - 1, n(day[3])));
  else if (dayTime) {
    const ms = n(((dayTime[7] ?? "") + "0000").slice(1, 4));
    date = new Date(Date.UTC(n(dayTime[1]), n(dayTime[2]) - 1, n(dayTime[3]), n(dayTime[4]), n(dayTime[5]), n(dayTime[6]?.slice(1)), ms));
  } else date = new Date(text);
  const serial = (date.getTime() - epoch1900) / dayMs;
  if (date1904) return serial - 1462 < -1402 ? serial - 1463 : serial - 1462;
  return serial < 60 ? serial - 1 : serial;
}
