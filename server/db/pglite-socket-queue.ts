import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** The queue pglite-socket (0.2.17) feeds every connection's protocol messages through, one message at a time. */
interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}
interface QueryQueue {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<void>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const readyForQuery = 0x5a;

/** Reads the backend's messages as their bytes pass, to tell whether a ReadyForQuery went by. */
class ReadySeen {
  seen = false;
  private header: number[] = [];
  private skip = 0;

  feed(data: Uint8Array): void {
    for (let at = 0; at < data.length;) {
      if (this.skip > 0) {
        const taken = Math.min(this.skip, data.length - at);
        this.skip -= taken;
        at += taken;
        continue;
      }
      this.header.push(data[at] as number);
      at += 1;
      if (this.header.length < 5) continue;
      const [type, a, b, c, d] = this.header as [number, number, number, number, number];
      if (type === readyForQuery) this.seen = true;
      this.skip = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
      this.header = [];
    }
  }
}

/**
 * How long a connection that holds the session (an open transaction, or a request half sent) may
 * send nothing while others wait, and how to end it: PGlite is one session, so until then every
 * other statement of the app waits.
 */
export interface IdleHolderLimit {
  ms: number;
  end(handlerId: number): void;
}

/**
 * Keeps each connection's request whole on the one PGlite session. pglite-socket queues the
 * protocol messages of all connections one by one and lets another connection's message in
 * between a Parse and its Sync, so a query ran inside another's half-sent request and answers
 * went to the wrong connection: while one connection looped short transactions, every select of
 * two others came back with another's rows or none (electric-sql/pglite#1046). Here a connection
 * keeps the session from its first message until PGlite answers ReadyForQuery, and for as long as
 * its transaction is open, as pglite-socket meant to; a connection that goes away lets go, and one that holds the session
 * idle while others wait is ended after `idle.ms` (its transaction rolled back), as PostgreSQL's
 * idle_in_transaction_session_timeout would. Answers how many messages wait for the session.
 */
export function keepRequestsWhole(server: PGLiteSocketServer, idle: IdleHolderLimit): () => number {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  /** The connection in the middle of a request, which alone may go next. */
  let holder: number | null = null;
  /** The holder others wait for while it sends nothing, and when it is ended for it. */
  let waitedFor: { handlerId: number; timer: NodeJS.Timeout } | undefined;
  const stopWaiting = () => {
    clearTimeout(waitedFor?.timer);
    waitedFor = undefined;
  };
  const waitFor = (handlerId: number) => {
    if (waitedFor?.handlerId === handlerId) return;
    stopWaiting();
    const timer = setTimeout(() => {
      waitedFor = undefined;
      idle.end(handlerId);
    }, idle.ms);
    timer.unref();
    waitedFor = { handlerId, timer };
  };

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = holder ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const at = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (at === -1) {
          // Others wait for a connection that sends nothing: an open transaction left idle.
          if (owner !== null) waitFor(owner);
          break;
        }
        stopWaiting();
        const [item] = this.queue.splice(at, 1) as [QueueItem];
        const ready = new ReadySeen();
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                ready.feed(data);
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          holder = null;
          item.reject(error);
          continue;
        }
        holder = ready.seen ? null : item.handlerId;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (holder === handlerId) holder = null;
    void queue.processQueue();
  };
  // How many protocol messages wait for the session now.
  return () => queue.queue.length;
}
