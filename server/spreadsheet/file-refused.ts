/** Why a file is refused: not a spreadsheet an import can read (`unreadable`), or more than the import takes (`too-large`). */
export type RefusalReason = "unreadable" | "too-large";

/**
 * A file the import cannot take, with a message for the operator. A file format knows nothing of HTTP:
 * the admin's import maps the reason to its status (400 or 413).
 */
export class FileRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}
