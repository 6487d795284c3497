import type { ImportResult } from "../../shared/admin-api";
import type { NewBusinessRow } from "../../shared/schema";
import { businessSlug } from "../../shared/slug";
import type { Db, Tx } from "../db/database";
import { insertBusinessRows } from "../directory/bulk-insert.queries";
import type { FacetCache } from "../directory/facets";
import { addToFacetCounts } from "../directory/facets.queries";
import { HttpError } from "../http/errors";
import type { Logger } from "../http/logger";
import { detectSpreadsheetType } from "../spreadsheet/file-type";
import type { Candidate } from "../spreadsheet/map-row";
import { readImportFile } from "../spreadsheet/read-file";
import { insertAdminEvent } from "./events.queries";
import { existingPlaceIds, existingSlugs, lockImports } from "./import.queries";

const maxReportedErrors = 100;

/**
 * Gives each row a slug no other business has: the file's own (an export carries
 * it, so published links survive a restore) or the spec's form, adding -2, -3 … where taken.
 */
async function assignSlugs(tx: Tx, rows: Candidate[]): Promise<NewBusinessRow[]> {
  const bases = rows.map((r) => r.slug ?? businessSlug(r.name, r.placeId));
  const taken = await existingSlugs(tx, [...new Set(bases)]);
  const result: NewBusinessRow[] = [];
  const pending: { index: number; base: string }[] = [];
  rows.forEach((row, index) => {
    const base = bases[index] as string;
    if (taken.has(base)) pending.push({ index, base });
    else taken.add(base);
    result[index] = { ...row, slug: base };
  });
  for (let n = 2; pending.length > 0; n++) {
    const tries = pending.map((p) => `${p.base}-${n}`);
    const inDb = await existingSlugs(tx, tries);
    for (let i = pending.length - 1; i >= 0; i--) {
      const attempt = tries[i] as string;
      if (inDb.has(attempt) || taken.has(attempt)) continue;
      taken.add(attempt);
      const { index } = pending[i] as { index: number };
      result[index] = { ...(result[index] as NewBusinessRow), slug: attempt };
      pending.splice(i, 1);
    }
  }
  return result;
}

export class ImportService {
  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
  ) {}

  /**
   * Reads one uploaded file and imports it whole, or answers why not and writes
   * nothing: rows are written batch by batch as the worker maps them, all in one
   * transaction that a bad file (or any failure) rolls back.
   */
  async importFile(buffer: Buffer, fileName: string, log: Logger): Promise<ImportResult> {
    if (buffer.length === 0) throw new HttpError(400, "The file is empty");
    const type = detectSpreadsheetType(buffer);
    if (!type) throw new HttpError(400, "Unsupported file type: upload an .xlsx, .xls or .csv spreadsheet");

    const { summary, ids, duplicatesInDb } = await this.db.transaction(async (tx) => {
      await lockImports(tx);
      const ids: number[] = [];
      let duplicatesInDb = 0;
      let writing = false;
      const summary = await readImportFile(buffer, type, maxReportedErrors, async (candidates) => {
        if (!writing) log.info({ fileName }, `Import of ${fileName}: rows read, writing them in one transaction`);
        writing = true;
        const known = await existingPlaceIds(tx, candidates.map((c) => c.placeId as string));
        const fresh = candidates.filter((c) => !known.has(c.placeId as string));
        duplicatesInDb += candidates.length - fresh.length;
        if (fresh.length > 0) ids.push(...(await insertBusinessRows(tx, await assignSlugs(tx, fresh))));
      });
      const duplicatesSkipped = summary.duplicatesInFile + duplicatesInDb;
      if (ids.length > 0) await addToFacetCounts(tx, ids, this.facets.id);
      const stats = { imported: ids.length, duplicatesSkipped, totalErrors: summary.totalErrors, urlsDropped: summary.urlsDropped };
      await insertAdminEvent(tx, "import", `Imported ${ids.length} businesses from ${fileName}`, { fileName, ...stats });
      return { summary, ids, duplicatesInDb };
    });
    const imported = ids.length;
    log.info({ fileName, imported }, `Import of ${fileName} committed: ${imported} businesses added`);
    if (imported > 0) this.facets.invalidate();

    const duplicates = summary.duplicatesInFile + duplicatesInDb;
    return {
      message: `Imported ${imported} of ${summary.totalRows} rows from ${fileName}: ${duplicates} duplicates skipped, ${summary.totalErrors} rows with errors.`,
      stats: { imported, duplicatesSkipped: duplicates, totalErrors: summary.totalErrors, urlsDropped: summary.urlsDropped },
      errors: summary.errors,
    };
  }
}
