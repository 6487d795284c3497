import type { RowError } from "../../shared/admin-api";
import { mapRow, type Candidate } from "./map-row";
import type { ParsedRow } from "./parse-sheets";

/** What mapping a whole file found, besides the candidates themselves. */
export interface MappingSummary {
  /** The first `maxErrors` row errors; `totalErrors` counts them all. */
  errors: RowError[];
  totalErrors: number;
  duplicatesInFile: number;
  urlsDropped: number;
}

/**
 * A copy that holds only its own characters: a place id cut from a row's text may
 * share that text's memory, and kept in a set for the whole file it would keep
 * every row's text alive with it.
 */
const detached = (text: string) => Buffer.from(text, "utf8").toString("utf8");

/** Maps rows a batch at a time; a place id seen earlier in the same file is a duplicate, not a second business. */
export class RowMapper {
  readonly summary: MappingSummary = { errors: [], totalErrors: 0, duplicatesInFile: 0, urlsDropped: 0 };
  private readonly seen = new Set<string>();

  constructor(private readonly maxErrors: number) {}

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
      const placeId = mapped.business.placeId as string;
      if (this.seen.has(placeId)) summary.duplicatesInFile += 1;
      else {
        this.seen.add(detached(placeId));
        candidates.push(mapped.business);
      }
    }
    return candidates;
  }
}
