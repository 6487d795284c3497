import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import type pg from "pg";
import * as XLSX from "xlsx";
import { specColumns } from "../../server/spreadsheet/columns";
import { XlsxStreamWriter } from "../../server/spreadsheet/xlsx-stream-writer";

/** Every row the benchmark imports has a place id starting with this, so exactly those rows can be removed again. */
export const benchPlaceIdPrefix = "bench-import-";

const extraColumns = ["latitude", "longitude", "time_zone", "site"] as const;
const words = ["Main Street", "Riverside", "Oak", "Summit", "Harbor", "Maple", "Liberty", "Golden", "Northside", "Cedar"];
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

interface Place {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

async function samplePlaces(db: pg.Pool): Promise<Place[]> {
  const { rows } = await db.query<{ city: string; state: string; zip_code: string; latitude: number; longitude: number; time_zone: string }>(
    `select city, state, zip_code, latitude, longitude, time_zone from businesses tablesample system (1) repeatable (3)
      where city is not null and state is not null and zip_code is not null and latitude is not null and time_zone is not null limit 2000`,
  );
  if (rows.length === 0) throw new Error("found no addresses to copy into the import file");
  return rows.map((r) => ({ city: r.city, state: r.state, zip: r.zip_code, latitude: r.latitude, longitude: r.longitude, timeZone: r.time_zone }));
}

async function sampleCategories(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ label: string }>("select label from facet_counts where kind = 'category' order by business_count desc limit 200");
  return rows.map((r) => r.label);
}

/**
 * Rows laid out like an Outscraper export (the import columns plus coordinates,
 * time zone and website), with real cities and categories from the database,
 * opening hours and attributes, and unique names and place ids: `row(i)` makes
 * the i-th, so a file of any length is written without holding its rows.
 */
async function importRows(
  db: pg.Pool,
  runId: string,
  changed?: (i: number) => boolean,
): Promise<{ header: string[]; row: (i: number) => (string | number)[] }> {
  const places = await samplePlaces(db);
  const categories = await sampleCategories(db);
  const row = (i: number) => {
    const place = places[i % places.length] as Place;
    const category = categories[(i * 7) % categories.length] as string;
    const name = `${words[i % words.length]} ${category} ${i + 1}`;
    const placeId = `${benchPlaceIdPrefix}${runId}-${i}`;
    const hours = Object.fromEntries(days.map((d, n) => [d, n === 6 ? "Closed" : "9AM-6PM"]));
    // A changed row (for the refresh benchmark) has another phone, rating, review count and hours.
    const other = changed?.(i) === true;
    if (other) hours.Sunday = "10AM-2PM";
    return [
      name,
      category,
      `${100 + (i % 9800)} ${words[(i + 3) % words.length]} Ave, ${place.city}, ${place.state} ${place.zip}`,
      place.zip,
      "United States",
      `+1 555-0${other ? 2 : 1}${String(i % 100).padStart(2, "0")}-${String(1000 + (i % 9000))}`,
      other ? 1.5 : Math.round((1 + ((i * 37) % 41) / 10) * 10) / 10,
      ((i * 13) % 900) + (other ? 1 : 0),
      `https://images.example.com/bench/${i}.jpg`,
      JSON.stringify(hours),
      JSON.stringify({ Accessibility: { "Wheelchair accessible entrance": i % 2 === 0 }, Amenities: { Restroom: true } }),
      placeId,
      `https://www.google.com/maps/place/?q=place_id:${placeId}`,
      place.latitude,
      place.longitude,
      place.timeZone,
      `https://example.com/${i}`,
    ];
  };
  return { header: [...specColumns, ...extraColumns], row };
}

/** The file in memory, written by SheetJS as Outscraper's own exports are. */
export async function makeImportFile(db: pg.Pool, count: number, runId: string, changed?: (i: number) => boolean): Promise<Buffer> {
  const { header, row } = await importRows(db, runId, changed);
  const grid: (string | number)[][] = [header];
  for (let i = 0; i < count; i++) grid.push(row(i));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(grid, { dense: true }), "Sheet1");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/**
 * The same rows streamed into `file` by the app's own streaming writer (the
 * export's): SheetJS holds the whole sheet and cannot build a million rows.
 * Answers the file's size in bytes.
 */
export async function writeImportFile(db: pg.Pool, count: number, runId: string, file: string): Promise<number> {
  const { header, row } = await importRows(db, runId);
  const out = createWriteStream(file);
  const workbook = new XlsxStreamWriter(out);
  await workbook.addSheet("Sheet1");
  await workbook.addRow(header);
  for (let i = 0; i < count; i++) await workbook.addRow(row(i));
  await workbook.finish();
  out.end();
  await finished(out);
  return out.bytesWritten;
}
