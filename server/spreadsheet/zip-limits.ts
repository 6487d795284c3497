import { FileRefused } from "./file-refused";
import type { ZipDirectory } from "./zip-directory";

/**
 * What an .xlsx may unpack to. Real files pack their parts far less tightly,
 * even when every row is the same (decision 014 has the ratios); only a bomb packs
 * 100 times over a size worth reading. Sizes as such are not limited: parts are
 * read as they inflate, so a million-row file takes no more memory than a small one.
 */
const maxRatio = 100;
/** Below this, a part may pack as tightly as it likes: reading it is quick whatever it holds. */
const ratioAppliesAbove = 100 * 1000 * 1000;
/** An .xlsx holds a dozen parts, a few hundred with many sheets and images. */
export const maxZipEntries = 10_000;
/**
 * A row (or shared string) is read whole, so it is held to this many bytes of XML: far more
 * than a real row takes, and room for 89 cells of 32,767 characters each.
 */
export const maxRowBytes = 8 * 1000 * 1000;

export const damagedZip = "The file could not be read: it is damaged or incomplete, not a whole .xlsx (ZIP) file";

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 10e6 ? 1 : 0)} MB`;

const tooLarge = (unpacked: string, packed: string) =>
  new FileRefused("too-large", `The file unpacks too large: ${unpacked} from ${packed} is not a spreadsheet of real data`);

/**
 * Refuses an .xlsx whose central directory is damaged, holds too many parts or
 * declares more than the packing ratio allows, before anything is inflated.
 * Declarations can lie: each part is then held to them, and to the ratio, as it inflates.
 */
export function checkZipDirectory(directory: ZipDirectory, fileSize: number): void {
  if (!directory.ok) {
    if (directory.reason === "too-many-entries") {
      throw new FileRefused(
        "unreadable",
        `The file holds ${directory.entries.toLocaleString("en-US")} parts; an .xlsx workbook has at most ${maxZipEntries.toLocaleString("en-US")}`,
      );
    }
    throw new FileRefused("unreadable", damagedZip);
  }
  const total = directory.entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (total > ratioAppliesAbove && total > fileSize * maxRatio) throw tooLarge(megabytes(total), `a ${megabytes(fileSize)} upload`);
}

/** Called as a part inflates: refuses it once it has unpacked past the ratio (and past the size where the ratio applies). */
export function checkInflated(inflated: number, compressedSize: number): void {
  if (inflated > ratioAppliesAbove && inflated > compressedSize * maxRatio) {
    throw tooLarge(`over ${megabytes(inflated)}`, `a part of ${megabytes(compressedSize)}`);
  }
}

/** A row (or one cell's shared string) over maxRowBytes; `hint` says what may have caused it. */
export const rowTooLarge = (hint = "") =>
  new FileRefused("too-large", `The file holds a row of more than ${maxRowBytes / 1e6} MB, which no spreadsheet of real data has${hint}`);
