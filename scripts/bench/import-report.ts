import type { ImportUnderLoad } from "./import-under-load";
import { cell, mb, num, table } from "./report";

/** Whether the job imported the file: it ended done with every row it read written. */
export const importedAll = (r: ImportUnderLoad, rows: number) => r.watch?.job.status === "done" && r.watch.job.imported === rows;

export const publicOk = (r: ImportUnderLoad) => r.publicLoad.p99 <= 250 && r.publicLoad.errors === 0;

/** The progress targets: status answers ≤ 50 ms p99, and rowsRead rising at least once a second (judged on a job that ran). */
export const statusOk = (r: ImportUnderLoad) => r.watch !== undefined && r.watch.statusP99 <= 50;
export const risesOk = (r: ImportUnderLoad) => r.watch?.job.status === "done" && r.watch.rises > 0 && r.watch.longestRiseGap <= 1;

/** What the import came to, in a sentence: its time, or why it has none. */
export function importOutcome(r: ImportUnderLoad): string {
  if (r.refused) return `refused: ${r.refused.status} ${r.refused.message}`;
  const w = r.watch;
  if (!w) return "no job";
  if (w.timedOut) return `cancelled after ${num(w.seconds, 1)} s, still ${w.job.status}`;
  return w.job.status === "done" ? `${num(w.seconds, 1)} s` : `${w.job.status} after ${num(w.seconds, 1)} s: ${w.job.message ?? ""}`;
}

/** The tables every import section shows: time and memory, public traffic, the status endpoint, the job's final figures. */
export function importTables(r: ImportUnderLoad, rows: number, warmup: number): string {
  const w = r.watch;
  const done = w?.job.status === "done";
  const parts = [
    table(
      ["Rows in the file", "File", "Wall time", "Rows/s", "Server RSS before", "Server peak RSS"],
      [[num(rows), mb(r.fileBytes), cell(importOutcome(r)), done && w ? num(rows / w.seconds) : "—", mb(r.rssBefore), mb(r.peak)]],
    ),
    "",
    table(
      ["Public traffic", "Requests", "p50", "p99", "Errors"],
      [
        [`${warmup} s before, no import`, num(r.baseline.responses), `${num(r.baseline.p50)} ms`, `${num(r.baseline.p99)} ms`, num(r.baseline.errors)],
        ["during the import", num(r.publicLoad.responses), `${num(r.publicLoad.p50)} ms`, `${num(r.publicLoad.p99)} ms`, num(r.publicLoad.errors)],
      ],
    ),
  ];
  if (w) {
    const j = w.job;
    parts.push(
      "",
      table(
        ["Status requests", "p50", "p99", "Longest wait for rowsRead to rise", "rowsRead rose", "Last row read to end"],
        [
          [
            num(w.polls),
            `${num(w.statusP50, 1)} ms`,
            `${num(w.statusP99, 1)} ms`,
            `${num(w.longestRiseGap, 2)} s`,
            `${num(w.rises)} times`,
            `${num(w.tail, 1)} s`,
          ],
        ],
      ),
      "",
      table(
        ["Job", "Status", "Rows read", "Rows total", "Imported", "Duplicates skipped", "Rows with errors", "Links dropped", "Message"],
        [
          [
            String(j.id),
            j.status,
            num(j.rowsRead),
            j.rowsTotal === null ? "—" : num(j.rowsTotal),
            num(j.imported),
            num(j.duplicatesSkipped),
            num(j.totalErrors),
            num(j.urlsDropped),
            cell(j.message ?? ""),
          ],
        ],
      ),
    );
  }
  return parts.join("\n");
}
