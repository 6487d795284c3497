import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ZipCode } from "zipcodes";

let table: Record<string, ZipCode> | undefined;

/**
 * The zipcodes package's table of US ZIP codes, read as the JSON it holds: the package ships it
 * as a JavaScript module (`exports.codes = {…};` on its first line), and compiling that took
 * a large share of the idle server's memory and time at start-up; the same text parsed as JSON
 * takes a fraction of both, and only when a ZIP code is first looked up (decision 018).
 */
export function usZipCodes(): Record<string, ZipCode> {
  if (table) return table;
  const file = createRequire(import.meta.url).resolve("zipcodes/lib/codes.js");
  const text = readFileSync(file, "utf8");
  const firstLine = text.slice(0, text.indexOf("\n"));
  table = JSON.parse(firstLine.slice(firstLine.indexOf("{"), firstLine.lastIndexOf("}") + 1)) as Record<string, ZipCode>;
  return table;
}
