import type { ImportResult } from "../../shared/admin-api";
import { isEmbedded, type Db } from "../db/database";
import type { FacetCache } from "../directory/facets";
import { addToFacetCounts } from "../directory/facets.queries";
import { HttpError } from "../http/errors";
import type { Logger } from "../http/logger";
import { detectSpreadsheetType, type SpreadsheetType } from "../spreadsheet/file-type";
import { readImportFile } from "../spreadsheet/read-file";
import { insertAdminEvent } from "./events.queries";
import { flushSearchIndexes, lockImports } from "./import.queries";
import { ImportWriter } from "./import-writer";
import { countOf } from "../../shared/format";

const maxReportedErrors = 100;

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

    const { summary, ids, duplicatesInDb } = await this.writeFile(buffer, type, fileName, log).finally(() =>
      // Only searches are slower until autovacuum does it instead: a failure here must not fail the import.
      flushSearchIndexes(this.db).catch((error: unknown) => log.warn({ err: error }, "Could not flush the search indexes after an import")),
    );
    const imported = ids.length;
    log.info({ fileName, imported }, `Import of ${fileName} committed: ${countOf(imported, "business", "businesses")} added`);
    if (imported > 0) this.facets.invalidate();

    const duplicates = summary.duplicatesInFile + duplicatesInDb;
    return {
      message: `Imported ${imported} of ${summary.totalRows} rows from ${fileName}: ${duplicates} duplicates skipped, ${summary.totalErrors} rows with errors.`,
      stats: { imported, duplicatesSkipped: duplicates, totalErrors: summary.totalErrors, urlsDropped: summary.urlsDropped },
      errors: summary.errors,
    };
  }

  /** Writes the file's rows in one transaction with the counts and the activity entry, or nothing. */
  private writeFile(buffer: Buffer, type: SpreadsheetType, fileName: string, log: Logger) {
    return this.db.transaction(async (tx) => {
      await lockImports(tx);
      // PGlite runs one connection's statements at a time and holds the others while a transaction is open.
      const writer = new ImportWriter(tx, isEmbedded(this.db) ? tx : this.db);
      let writing = false;
      const summary = await readImportFile(buffer, type, maxReportedErrors, (batch) => {
        if (!writing) log.info({ fileName }, `Import of ${fileName}: rows read, writing them in one transaction`);
        writing = true;
        return writer.add(batch);
      });
      const { ids, duplicatesInDb } = writer;
      const duplicatesSkipped = summary.duplicatesInFile + duplicatesInDb;
      if (ids.length > 0) await addToFacetCounts(tx, ids, this.facets.id);
      const stats = { imported: ids.length, duplicatesSkipped, totalErrors: summary.totalErrors, urlsDropped: summary.urlsDropped };
      await insertAdminEvent(tx, "import", `Imported ${countOf(ids.length, "business", "businesses")} from ${fileName}`, { fileName, ...stats });
      return { summary, ids, duplicatesInDb };
    });
  }
}
