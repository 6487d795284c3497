import { activeImportStatuses, type ImportJob } from "../../shared/admin-api";
import type { AdminClient } from "./admin-client";
import { log } from "./log";
import { num, percentile } from "./report";

/** How often the job's status is asked, one request after the other, as the admin screen follows it. */
const pollEveryMs = 200;
const logEveryMs = 10_000;

export interface JobWatch {
  /** The job's figures as its last answer gave them. */
  job: ImportJob;
  /** Seconds from `since` (the upload's start) to the first answer showing the job ended; up to one poll late. */
  seconds: number;
  polls: number;
  /** Latency of GET /api/admin/imports/{id}, in ms. */
  statusP50: number;
  statusP99: number;
  /**
   * The longest wait, in s, for rowsRead to rise: from the first answer showing the job reading or writing,
   * between answers where it rose, until it reached its final value.
   */
  longestRiseGap: number;
  /** Answers in which rowsRead had risen since the one before. */
  rises: number;
  /** Seconds from rowsRead's final value to the end: the last writes, the counts and the commit. */
  tail: number;
  /** The job did not end in time and was cancelled. */
  timedOut: boolean;
}

const ended = (job: ImportJob) => !activeImportStatuses.includes(job.status);

/**
 * Follows an import job until it ends: asks its status every 200 ms (the next request
 * when the last has answered), timing each answer and noting when rowsRead rose.
 * A job still under way after `timeoutSeconds` is cancelled.
 */
export async function watchImport(admin: AdminClient, id: number, since: number, timeoutSeconds: number): Promise<JobWatch> {
  const latencies: number[] = [];
  const rises: number[] = [];
  let firstActive: number | undefined;
  let lastRowsRead = 0;
  let lastLog = performance.now();
  let timedOut = false;
  for (;;) {
    const asked = performance.now();
    let job = await admin.importJob(id);
    const answered = performance.now();
    latencies.push(answered - asked);
    if (job.status === "reading" || job.status === "writing") firstActive ??= asked;
    if (job.rowsRead > lastRowsRead) {
      rises.push(answered);
      lastRowsRead = job.rowsRead;
    }
    if (answered - lastLog >= logEveryMs) {
      lastLog = answered;
      const total = job.rowsTotal === null ? "" : ` of ${num(job.rowsTotal)}`;
      log(`import ${id}: ${job.status}, ${num(job.rowsRead)}${total} rows read, ${num(job.imported)} written`);
    }
    if (!ended(job) && answered - since > timeoutSeconds * 1000) {
      log(`import ${id}: still ${job.status} after ${timeoutSeconds} s: cancelling it`);
      await admin.cancelImport(id);
      job = await admin.importJob(id);
      timedOut = true;
    }
    if (ended(job)) {
      // Rises after rowsRead reached its final value cannot be: the gaps end at the first answer showing it.
      const reachedFinal = rises.at(-1) ?? answered;
      const marks = [firstActive ?? since, ...rises];
      const gaps = marks.slice(1).map((t, i) => t - (marks[i] as number));
      return {
        job,
        seconds: (answered - since) / 1000,
        polls: latencies.length,
        statusP50: percentile(latencies, 50),
        statusP99: percentile(latencies, 99),
        longestRiseGap: Math.max(0, ...gaps) / 1000,
        rises: rises.length,
        tail: (answered - reachedFinal) / 1000,
        timedOut,
      };
    }
    await new Promise((r) => setTimeout(r, Math.max(0, pollEveryMs - (performance.now() - asked))));
  }
}
