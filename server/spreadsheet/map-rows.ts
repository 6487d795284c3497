import type { RowError } from "../../shared/admin-api";
import { givenMask } from "../db/refresh-fields";
import { mapRow, type Candidate } from "./map-row";
import type { ParsedRow } from "./parse-sheets";

/** What mapping a whole file found, besides the candidates themselves. */
export interface MappingSummary {
  /** The first `maxErrors` row errors; `totalErrors` counts them all. */
  errors: RowError[];
  totalErrors: number;
  /** Rows repeating a place id of their own batch; repeats of earlier batches are counted by the insert. */
  duplicatesInFile: number;
  urlsDropped: number;
  /** Rows whose phone was not a dialable number, and was left out. */
  phonesDropped: number;
  /** Rows with hours that could not be read, left out of their hours. */
  hoursUnreadable: number;
}

/**
 * Maps rows a batch at a time; a place id seen earlier in the same batch is a duplicate, not a second
 * business. One seen in an earlier batch is not remembered here (the place ids of a whole large file
 * took much memory, decision 018): that batch is written by then, and the insert skips a place id already
 * stored, its own transaction's rows included, and counts it as a duplicate.
 */
export class RowMapper {
  readonly summary: MappingSummary = { errors: [], totalErrors: 0, duplicatesInFile: 0, urlsDropped: 0, phonesDropped: 0, hoursUnreadable: 0 };
  private readonly seen = new Set<string>();
  /** For a refresh: each candidate's fields with a value (refresh-fields.ts), in the order of the candidates. */
  readonly given: number[] | undefined;

  constructor(
    private readonly maxErrors: number,
    refresh = false,
  ) {
    this.given = refresh ? [] : undefined;
  }

  map(rows: ParsedRow[]): Candidate[] {
    const candidates: Candidate[] = [];
    const summary = this.summary;
    for (const { row, sheet, cells } of rows) {
      const mapped = mapRow(cells);
      if (!mapped.ok) {
        summary.totalErrors += 1;
        if (summary.errors.length < this.maxErrors) {
          summary.errors.push(sheet ? { row, sheet, message: mapped.message } : { row, message: mapped.message });
        }
        continue;
      }
      summary.urlsDropped += mapped.droppedUrls;
      if (mapped.droppedPhone) summary.phonesDropped += 1;
      if (mapped.unreadableHours) summary.hoursUnreadable += 1;
      const placeId = mapped.business.placeId as string;
      if (this.seen.has(placeId)) summary.duplicatesInFile += 1;
      else {
        this.seen.add(placeId);
        candidates.push(mapped.business);
        this.given?.push(givenMask(mapped.business, mapped.reviewsGiven));
      }
    }
    return candidates;
  }

  /** The rows mapped so far are sent as one batch: the next one starts. */
  nextBatch(): void {
    this.seen.clear();
  }

  /** The given masks of the candidates mapped since the last call. */
  takeGiven(): number[] | undefined {
    return this.given?.splice(0);
  }
}
