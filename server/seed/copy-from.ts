import { once } from "node:events";
import type pg from "pg";

/** Copy messages `pg` has at run time but its type declarations leave out. */
declare module "pg" {
  interface Connection {
    sendCopyFromChunk(chunk: Buffer): void;
    endCopyFrom(): void;
    sendCopyFail(message: string): void;
  }
}

/**
 * `COPY … FROM STDIN` on a `pg` client without the pg-copy-streams dependency: `pg`
 * hands any object with `submit` the connection and calls the `handle*` methods
 * below as the server answers (the protocol: CopyInResponse, then our CopyData…,
 * CopyDone, then CommandComplete and ReadyForQuery, or ErrorResponse at any point).
 */
class CopyFromQuery implements pg.Submittable {
  readonly started: Promise<pg.Connection>;
  readonly finished: Promise<number>;
  failed = false;
  private rowCount = 0;
  private start!: (connection: pg.Connection) => void;
  private finish!: (rows: number) => void;
  private fail!: (error: Error) => void;

  constructor(private readonly text: string) {
    this.started = new Promise((resolve) => (this.start = resolve));
    this.finished = new Promise((resolve, reject) => {
      this.finish = resolve;
      this.fail = reject;
    });
  }

  submit(connection: pg.Connection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    this.start(connection);
  }

  handleCommandComplete(message: { text: string }): void {
    this.rowCount = Number(message.text.split(" ").at(-1));
  }

  handleReadyForQuery(): void {
    this.finish(this.rowCount);
  }

  /** After an error `pg` sends nothing more to this query, so it settles here. */
  handleError(error: Error): void {
    this.failed = true;
    this.fail(error);
  }

  handleCopyData(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
}

/**
 * Streams `chunks` (COPY text, whole rows) into a `COPY … FROM STDIN` statement and
 * returns the rows copied. Waits for the socket to drain so a fast producer never
 * buffers the whole load in memory; a producer that throws aborts the COPY.
 */
export async function copyFrom(client: pg.PoolClient, text: string, chunks: AsyncIterable<string>): Promise<number> {
  const query = new CopyFromQuery(text);
  client.query(query);
  const connection = await Promise.race([query.started, query.finished.then(() => null)]);
  if (!connection) throw new Error(`not a COPY FROM STDIN statement: ${text}`);
  try {
    for await (const chunk of chunks) {
      if (query.failed) break;
      connection.sendCopyFromChunk(Buffer.from(chunk));
      if (connection.stream.writableNeedDrain) await Promise.race([once(connection.stream, "drain"), query.finished]);
    }
  } catch (error) {
    if (!query.failed) connection.sendCopyFail(error instanceof Error ? error.message : String(error));
    await query.finished.catch(() => {});
    throw error;
  }
  if (!query.failed) connection.endCopyFrom();
  return query.finished;
}
