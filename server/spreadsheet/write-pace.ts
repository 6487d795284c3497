/**
 * A time both threads read alike (ms): each thread's performance.now() counts from its own start. The
 * write's end is stamped by the server's thread, the batch's sending by the worker's: stamped when the
 * word reached the worker instead, a worker busy parsing read the previous write late and the next one
 * as shorter than it was, and so sent larger batches than were due.
 */
export const sharedNow = () => performance.timeOrigin + performance.now();

/** Small enough that the server's event loop takes each in a few milliseconds. */
const batchSize = 2000;
/** The database waits for the first batch: a small one starts it sooner. */
export const firstBatchSize = 250;
/**
 * What one batch's write should take at most. The reader waits for the writes, so rowsRead rises once
 * a write: where the database takes longer than this for a full batch (as on a slow host), batches get
 * smaller, down to minBatchSize, and rowsRead still rises at least once a second.
 */
const batchWriteMs = 400;
const minBatchSize = 500;

/**
 * The database's pace as the reader sees it: the batches sent and not yet written, and a running
 * average of the time per row of a write, which sizes the next batch. A write began when the one
 * before it ended or when its batch was sent, whichever came later: a database faster than the
 * reader waits for each batch, and that wait is the reader's pace, not the writer's (counted in,
 * it shrank a quick database's batches on a busy machine). The first write, which also opens the
 * import, is not counted.
 */
export class WritePace {
  private readonly unwritten: { rows: number; sentAt: number }[] = [];
  private lastWrittenAt: number | undefined;
  private msPerRow: number | undefined;

  /** Batches sent and not yet written. */
  get unwrittenCount(): number {
    return this.unwritten.length;
  }

  sent(rows: number, at = sharedNow()): void {
    this.unwritten.push({ rows, sentAt: at });
  }

  /** The oldest batch sent was written at `at` (sharedNow, on the thread that wrote it). */
  written(at: number): void {
    const batch = this.unwritten.shift();
    if (batch && this.lastWrittenAt !== undefined) {
      const pace = (at - Math.max(this.lastWrittenAt, batch.sentAt)) / batch.rows;
      this.msPerRow = this.msPerRow === undefined ? pace : this.msPerRow * 0.7 + pace * 0.3;
    }
    this.lastWrittenAt = at;
  }

  /** The next batch's rows: as many as the database writes in batchWriteMs at its pace so far, in hundreds. */
  nextSize(): number {
    if (this.msPerRow === undefined) return batchSize;
    return Math.max(minBatchSize, Math.min(batchSize, Math.floor(batchWriteMs / this.msPerRow / 100) * 100));
  }
}
