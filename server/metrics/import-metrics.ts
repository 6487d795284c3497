import { Counter, Gauge, type Registry } from "prom-client";

/** A job's end as the import jobs tell it: its status and, for a finished one, what became of its rows. */
interface EndedImport {
  status: string;
  imported: number;
  updated: number;
  unchanged: number;
  duplicatesSkipped: number;
  totalErrors: number;
}

/** What the import jobs of this process tell /metrics. */
export interface ImportObserver {
  /** A file was taken: queued, then read and written. */
  started(): void;
  /** A job ended: done, failed or cancelled. */
  ended(job: EndedImport): void;
}

/** Jobs under way, jobs ended by status, and the rows of the finished ones by what became of them. */
export function importMetrics(registers: Registry[]): ImportObserver {
  const underWay = new Gauge({ name: "mainstreet_import_jobs_in_progress", help: "Import jobs queued or running in this process", registers });
  const jobs = new Counter({ name: "mainstreet_import_jobs_total", help: "Import jobs ended, by status", labelNames: ["status"], registers });
  const rows = new Counter({
    name: "mainstreet_import_rows_total",
    help: "Rows of finished imports: added, updated, unchanged, skipped (already listed) or refused (an error)",
    labelNames: ["outcome"],
    registers,
  });
  return {
    started: () => underWay.inc(),
    ended(job) {
      underWay.dec();
      jobs.inc({ status: job.status });
      // A job that did not finish stored nothing: its rows count nowhere.
      if (job.status !== "done") return;
      rows.inc({ outcome: "added" }, job.imported);
      rows.inc({ outcome: "updated" }, job.updated);
      rows.inc({ outcome: "unchanged" }, job.unchanged);
      rows.inc({ outcome: "skipped" }, job.duplicatesSkipped);
      rows.inc({ outcome: "refused" }, job.totalErrors);
    },
  };
}
