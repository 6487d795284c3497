import { HttpError } from "../http/errors";
import type { ZipDirectory } from "./zip-directory";

/**
 * A real 100,000-row Outscraper export unpacks to about 440 MB (4.4 KB of sheet
 * XML per row).
 */
const maxUnpackedBytes = 500 * 1000 * 1000;
/** Real exports pack 2.6 (Outscraper's SheetJS) to ~6 times (zlib); only a bomb packs 100 times over a large size. */
const maxRatio = 100;
const ratioAppliesAbove = 100 * 1000 * 1000;
/** An .xlsx holds a dozen parts, a few hundred with many sheets and images. */
export const maxZipEntries = 10_000;
/**
 * A row is read whole, so it is held to this many bytes. The largest row of the
 * Outscraper sample is 6 KB; 8 MB holds 89 cells of 32,767 characters each.
 */
export const maxRowBytes = 8 * 1000 * 1000;

export const damagedZip = "The file could not be read: it is damaged or incomplete, not a whole .xlsx (ZIP) file";

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 10e6 ? 1 : 0)} MB`;

/**
 * Refuses an .xlsx whose central directory is damaged, holds too many parts or
 * declares too much to unpack, before anything is inflated. Declarations can
 * lie: each part is then held to them as it inflates (zip-part.ts).
 */
export function checkZipDirectory(directory: ZipDirectory, fileSize: number): void {
  if (!directory.ok) {
    if (directory.reason === "too-many-entries") {
      throw new HttpError(
        400,
        `The file holds ${directory.entries.toLocaleString("en-US")} parts; an .xlsx workbook has at most ${maxZipEntries.toLocaleString("en-US")}`,
      );
    }
    throw new HttpError(400, damagedZip);
  }
  const total = directory.entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (total > maxUnpackedBytes) {
    throw new HttpError(413, `The file unpacks too large: over ${megabytes(maxUnpackedBytes)} of spreadsheet data; split it into smaller files`);
  }
  if (total > ratioAppliesAbove && total > fileSize * maxRatio) {
    throw new HttpError(413, `The file unpacks too large: ${megabytes(total)} from a ${megabytes(fileSize)} upload is not a spreadsheet of real data`);
  }
}

/** A row (or one cell's shared string) over maxRowBytes; `hint` says what may have caused it. */
export const rowTooLarge = (hint = "") =>
  new HttpError(413, `The file holds a row of more than ${maxRowBytes / 1e6} MB, which no spreadsheet of real data has${hint}`);
