import pg from "pg";
import type { Logger } from "../http/logger";

export interface ChangeListener {
  close(): Promise<void>;
}

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/**
 * Holds one connection that LISTENs on `channel` and reports each notification.
 * A lost connection is reopened with backoff; since notifications sent meanwhile
 * are lost, a reconnect is reported as a change too ("" as the source).
 */
export function listenForChanges(connection: pg.ClientConfig, channel: string, onChange: (source: string) => void, log: Logger): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let timer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const retry = () => {
    if (closed || timer) return;
    log.warn(`Change notifications: connection lost, reconnecting in ${retryMs / 1000} s`);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    next.on("error", () => {});
    next.on("end", () => {
      if (client === next) client = undefined;
      retry();
    });
    next.on("notification", (message) => {
      if (message.channel === channel) onChange(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => {});
      retry();
      return;
    }
    if (closed) return void (await next.end().catch(() => {}));
    client = next;
    retryMs = firstRetryMs;
    if (connectedBefore) onChange("");
    connectedBefore = true;
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
