import { maxAnswerErrors, type ImportResult, type RowError } from "../../shared/admin-api";
import { isEmbedded, type Db, type Tx } from "../db/database";
import type { IdList } from "../db/id-list";
import type { DataVersion } from "../cache/data-version";
import { announceDataChange } from "../cache/data-change.queries";
import { addToFacetCounts } from "../facets/facets.queries";
import { HttpError } from "../http/errors";
import type { Logger } from "../http/logger";
import { detectSpreadsheetType, fileHead, type SpreadsheetType } from "../spreadsheet/file-type";
import { FileRefused } from "../spreadsheet/file-refused";
import { readImportFile, type ImportFile } from "../spreadsheet/read-file";
import { insertAdminEvent } from "../activity/admin-events.queries";
import { flushSearchIndexes } from "../db/search-indexes.queries";
import { deferVocabulary } from "./import.queries";
import { lockImports, tryLockImports } from "../db/bulk-insert.queries";
import { ImportWriter } from "./import-writer";
import { countOf, fullCount } from "../../shared/format";
import type { ExistingRows } from "../../shared/schema";
import { ImportRefresh } from "./import-refresh";

/** The figures of an import under way, as they move. */
export interface ImportProgress {
  /** "reading" until the first rows are written. */
  phase: "reading" | "writing";
  rowsRead: number;
  imported: number;
  duplicatesSkipped: number;
  totalErrors: number;
  updated: number;
  unchanged: number;
  keptEdited: number;
  /** The share of the file read so far, by bytes (0 when not known). */
  fraction: number;
}

export interface ImportOptions {
  /** Stops the import; nothing of it is stored. */
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** Row errors to keep (maxAnswerErrors unless told). */
  maxErrors?: number;
  /** Another import holds the lock (on another instance): this one waits for it. */
  onWaiting?: () => void;
  /** The lock is this import's: reading starts. */
  onStarted?: () => void;
  /** Written in the import's own transaction, just before it commits (a job records what it added there). */
  beforeCommit?: (tx: Tx, outcome: { result: ImportResult; ids: IdList; totalRows: number }) => Promise<void>;
  /** What a row whose place id is listed does: `skip` (the default), or `update` the business (decision 032). */
  existing?: ExistingRows;
  /** The import job, which a refresh's history entries name. */
  jobId?: number;
}

/** Whether `file` (in memory or an upload on disk) is a spreadsheet an import can read; answers 400 why not. */
export async function spreadsheetTypeOf(file: ImportFile): Promise<SpreadsheetType> {
  const head = Buffer.isBuffer(file) ? file : await fileHead(file.path);
  if (head.length === 0) throw new HttpError(400, "The file is empty");
  const type = detectSpreadsheetType(head);
  if (!type) throw new HttpError(400, "Unsupported file type: upload an .xlsx, .xls or .csv spreadsheet");
  return type;
}

/** A file the reader refused, as the operator is answered: 413 for one larger than an import takes, 400 otherwise. */
function asHttpError(error: unknown): never {
  if (error instanceof FileRefused) throw new HttpError(error.reason === "too-large" ? 413 : 400, error.message);
  throw error;
}

export class ImportService {
  constructor(
    private readonly db: Db,
    private readonly data: DataVersion,
  ) {}

  /**
   * Reads one uploaded file and imports it whole, or answers why not and writes
   * nothing: rows are written batch by batch as the worker maps them, all in one
   * transaction that a bad file (or any failure, or a cancel) rolls back.
   */
  async importFile(file: ImportFile, fileName: string, log: Logger, options: ImportOptions = {}): Promise<ImportResult> {
    const type = await spreadsheetTypeOf(file);
    const { result, imported } = await this.writeFile(file, type, fileName, log, options)
      .catch(asHttpError)
      .finally(() =>
        // Only searches are slower until autovacuum does it instead: a failure here must not fail the import.
        flushSearchIndexes(this.db).catch((error: unknown) => log.warn({ err: error }, "Could not flush the search indexes after an import")),
      );
    const { updated } = result.stats;
    log.info(
      { fileName, imported, updated },
      `Import of ${fileName} committed: ${countOf(imported, "business", "businesses")} added, ${fullCount(updated)} updated`,
    );
    if (imported > 0 || updated > 0) this.data.changed();
    return result;
  }

  /** Writes the file's rows in one transaction with the counts and the activity entry, or nothing. */
  private writeFile(file: ImportFile, type: SpreadsheetType, fileName: string, log: Logger, options: ImportOptions) {
    const { signal, onProgress, maxErrors = maxAnswerErrors, beforeCommit } = options;
    return this.db.transaction(async (tx) => {
      if (!(await tryLockImports(tx))) {
        options.onWaiting?.();
        await lockImports(tx);
      }
      signal?.throwIfAborted();
      await deferVocabulary(tx);
      options.onStarted?.();
      // PGlite runs one connection's statements at a time and holds the others while a transaction is open.
      const refresh = options.existing === "update" ? new ImportRefresh(tx, options.jobId ?? null, this.data.id) : undefined;
      const writer = new ImportWriter(tx, isEmbedded(this.db) ? tx : this.db, refresh);
      const progress: ImportProgress = { ...noFigures(), phase: "reading", fraction: 0 };
      let duplicatesInFile = 0;
      const report = () => {
        progress.imported = writer.ids.length;
        progress.duplicatesSkipped = duplicatesInFile + writer.duplicatesInDb;
        Object.assign(progress, refreshFigures(refresh));
        onProgress?.({ ...progress });
      };
      const summary = await readImportFile(
        file,
        type,
        maxErrors,
        async (batch) => {
          if (progress.phase === "reading") log.info({ fileName }, `Import of ${fileName}: rows read, writing them in one transaction`);
          progress.phase = "writing";
          await writer.add(batch);
          report();
        },
        {
          signal,
          refresh: refresh !== undefined,
          onProgress: (read) => {
            progress.rowsRead = read.rows;
            progress.totalErrors = read.errors;
            progress.fraction = read.fraction;
            duplicatesInFile = read.duplicatesInFile;
            report();
          },
        },
      );
      await writer.finish();
      const { ids, duplicatesInDb } = writer;
      const duplicatesSkipped = summary.duplicatesInFile + duplicatesInDb;
      if (ids.length > 0) await addToFacetCounts(tx, ids, this.data.id);
      else if (refresh && refresh.updated > 0 && !refresh.countsChanged) await announceDataChange(tx, this.data.id);
      const { totalErrors, urlsDropped, phonesDropped, hoursUnreadable } = summary;
      const stats = { imported: ids.length, duplicatesSkipped, totalErrors, urlsDropped, phonesDropped, hoursUnreadable, ...refreshFigures(refresh) };
      const summaryText = refresh
        ? `Refreshed from ${fileName}: ${countOf(ids.length, "business", "businesses")} added, ${fullCount(stats.updated)} updated`
        : `Imported ${countOf(ids.length, "business", "businesses")} from ${fileName}`;
      await insertAdminEvent(tx, refresh ? "refresh" : "import", summaryText, { fileName, ...stats, ...(options.jobId ? { importId: options.jobId } : {}) });
      const result = importAnswer(fileName, summary.totalRows, stats, summary.errors, refresh?.keptEditedList ?? []);
      await beforeCommit?.(tx, { result, ids, totalRows: summary.totalRows });
      signal?.throwIfAborted();
      return { result, imported: ids.length };
    });
  }
}

const noFigures = () => ({ rowsRead: 0, imported: 0, duplicatesSkipped: 0, totalErrors: 0, updated: 0, unchanged: 0, keptEdited: 0 });

function refreshFigures(refresh: ImportRefresh | undefined) {
  return { updated: refresh?.updated ?? 0, unchanged: refresh?.unchanged ?? 0, keptEdited: refresh?.keptEdited ?? 0 };
}

function importAnswer(
  fileName: string,
  totalRows: number,
  stats: ImportResult["stats"],
  errors: RowError[],
  keptEditedFields: ImportResult["keptEditedFields"],
): ImportResult {
  const refreshed =
    stats.updated + stats.unchanged > 0
      ? ` ${fullCount(stats.updated)} updated, ${fullCount(stats.unchanged)} unchanged, ${countOf(stats.keptEdited, "field")} kept as edited;`
      : "";
  return {
    message: `Imported ${fullCount(stats.imported)} of ${countOf(totalRows, "row")} from ${fileName}:${refreshed} ${countOf(stats.duplicatesSkipped, "duplicate")} skipped, ${countOf(stats.totalErrors, "row")} with errors.`,
    stats,
    errors,
    keptEditedFields,
  };
}
