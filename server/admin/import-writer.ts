import type { Executor, Tx } from "../db/database";
import { IdList } from "../db/id-list";
import { withSlugs, type BusinessBatch } from "../db/business-batch";
import { existingSlugs, insertBusinessBatch } from "../db/bulk-insert.queries";
import { countImportWords, mergeImportWords, startImportWords } from "./import.queries";
import type { ImportRefresh } from "./import-refresh";
import { StringHashSet } from "./string-hash-set";

/**
 * How many written rows' words are counted at a time (the import's transaction defers the vocabulary,
 * migration 0016; startImportWords says how they get there). Once per batch cost much of the
 * database's time, and once for the whole import was one long statement at its end. A large step
 * holds up the writer, and the reader waits behind it, so rowsRead stands still. This size keeps
 * each step short for little more time in all (decisions 021 and 023).
 */
const vocabularyEvery = 4000;

/**
 * Writes an import's batches into its transaction, in order, while the next
 * batch's slugs are settled: the transaction's connection goes from one insert
 * straight to the next. A row whose place id is already stored is skipped by the
 * insert itself and counted as a duplicate.
 *
 * Slugs are checked against `lookup`, which sees committed rows only, and against
 * every slug this import has used, which stands in for its own uncommitted rows.
 * Imports take turns (lockImports) and edits keep their slugs, so nothing else
 * takes a slug between the check and the insert (a seed run in that moment would
 * fail the import whole, on the unique constraint).
 */
export class ImportWriter {
  /** The ids of the rows written so far. */
  readonly ids = new IdList();
  duplicatesInDb = 0;
  /** As hashes: the strings themselves took much of an import's memory (decision 018). */
  private readonly used = new StringHashSet();
  private slugsSettled: Promise<unknown> = Promise.resolve();
  private written: Promise<unknown> = Promise.resolve();
  /** Written rows whose words are not yet counted. */
  private wordsPending: number[] = [];
  /** Some rows' words are counted, to go into the vocabulary at the end. */
  private wordsCounted = false;

  constructor(
    private readonly tx: Tx,
    private readonly lookup: Executor,
    /** A refresh (`existing=update`): listed businesses are updated before the insert skips them. */
    private readonly refresh?: ImportRefresh,
  ) {}

  /** Resolves when this batch is written (or rejects, and so does every later batch). */
  add(batch: BusinessBatch): Promise<void> {
    const slugs = this.slugsSettled.then(() => this.settleSlugs(batch.slugs));
    this.slugsSettled = slugs.catch(() => {});
    const write = Promise.all([slugs, this.written]).then(async ([settled]) => {
      const matched = (await this.refresh?.refresh(batch)) ?? 0;
      const ids = await insertBusinessBatch(this.tx, withSlugs(batch, settled));
      await this.refresh?.added(ids);
      this.ids.push(ids);
      this.wordsPending.push(...ids);
      this.duplicatesInDb += batch.count - ids.length - matched;
      if (this.wordsPending.length >= vocabularyEvery) await this.addPendingWords();
    });
    this.written = write;
    return write;
  }

  /** Once every batch is written: the last rows' words are counted, and the words go into the vocabulary. */
  async finish(): Promise<void> {
    await this.written;
    await this.addPendingWords();
    if (this.wordsCounted) await mergeImportWords(this.tx);
  }

  private async addPendingWords(): Promise<void> {
    const ids = this.wordsPending;
    this.wordsPending = [];
    if (ids.length === 0) return;
    if (!this.wordsCounted) await startImportWords(this.tx);
    this.wordsCounted = true;
    await countImportWords(this.tx, ids);
  }

  /**
   * Each row keeps its slug (the file's own, or name + first 7 characters of the place id) unless a business or an earlier
   * row of this import has it; then it takes the first free of -2, -3 …
   */
  private async settleSlugs(wanted: string[]): Promise<string[]> {
    const taken = await existingSlugs(this.lookup, [...new Set(wanted.filter((slug) => !this.used.has(slug)))]);
    const result = [...wanted];
    const pending: { index: number; base: string }[] = [];
    wanted.forEach((slug, index) => {
      if (taken.has(slug) || this.used.has(slug)) pending.push({ index, base: slug });
      else this.used.add(slug);
    });
    for (let n = 2; pending.length > 0; n++) {
      const tries = pending.map((p) => `${p.base}-${n}`);
      const inDb = await existingSlugs(this.lookup, tries);
      for (let i = pending.length - 1; i >= 0; i--) {
        const attempt = tries[i] as string;
        if (inDb.has(attempt) || this.used.has(attempt)) continue;
        this.used.add(attempt);
        result[(pending[i] as { index: number }).index] = attempt;
        pending.splice(i, 1);
      }
    }
    return result;
  }
}
