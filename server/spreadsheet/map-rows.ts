import type { RowError } from "../../shared/admin-api";
import { mapRow, type Candidate } from "./map-row";
import type { ParsedRow } from "./parse-sheets";

export interface MappedRows {
  candidates: Candidate[];
  /** The first `maxErrors` row errors; `totalErrors` counts them all. */
  errors: RowError[];
  totalErrors: number;
  duplicatesInFile: number;
  urlsDropped: number;
}

/** Maps every row; a place id seen earlier in the same file is a duplicate, not a second business. */
export function mapRows(rows: ParsedRow[], maxErrors: number): MappedRows {
  const result: MappedRows = { candidates: [], errors: [], totalErrors: 0, duplicatesInFile: 0, urlsDropped: 0 };
  const seen = new Set<string>();
  for (const { row, sheet, cells } of rows) {
    const mapped = mapRow(cells);
    if (!mapped.ok) {
      result.totalErrors += 1;
      if (result.errors.length < maxErrors) {
        result.errors.push(sheet ? { row, sheet, message: mapped.message } : { row, message: mapped.message });
      }
      continue;
    }
    result.urlsDropped += mapped.droppedUrls;
    const placeId = mapped.business.placeId as string;
    if (seen.has(placeId)) result.duplicatesInFile += 1;
    else {
      seen.add(placeId);
      result.candidates.push(mapped.business);
    }
  }
  return result;
}
