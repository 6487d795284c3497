import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * One JSON object per line. Credentials can only reach a line through a logged
 * object, so those fields are censored wherever they appear, as a second line of
 * defence behind serializers that never include headers or bodies.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: {
        paths: ["password", "*.password", "secret", "*.secret", "cookie", "*.cookie", "*.headers.cookie", "*.headers.authorization", '*.headers["set-cookie"]'],
        censor: "[redacted]",
      },
    },
    destination ?? bufferedStdout(),
  );
}

/**
 * Standard output, written in blocks of 4 KB or once a second, whichever comes
 * first (and in full at exit, which pino arranges). A write for every request's
 * line cost the server as much CPU as reading a small page from memory.
 */
function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, retryEAGAIN: stuckFor(stdoutPatienceMs) });
  setInterval(() => destination.flush(() => {}), 1000).unref();
  // A pipe nobody reads (its reader stopped, or left it open to a process that does not read): the
  // lines are dropped rather than held. pino's own handler does the same for a closed pipe (EPIPE).
  destination.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EAGAIN") destination.write = () => true;
  });
  // At exit pino writes what is left synchronously, retrying a full pipe until it drains: with no
  // reader that was forever, and a stopped server hung in that loop (holding its port and DATA_DIR).
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    try {
      flushSync();
    } catch {
      // Given up by stuckFor: the last lines are lost, the process ends.
    }
  };
  return destination;
}

/** How long standard output may stay full before its lines are dropped. */
const stdoutPatienceMs = 3000;

/**
 * sonic-boom asks before each retry of a write the pipe refused as full (every 100 ms): yes until it
 * has been refused for `patienceMs` on end. A retry more than a second after the last one starts a
 * new spell, since writes went through in between.
 */
function stuckFor(patienceMs: number): () => boolean {
  let since = 0;
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last > 1000) since = now;
    last = now;
    return now - since < patienceMs;
  };
}

/** A caller's id (a proxy's X-Request-Id) is kept when it is short and plain; otherwise a new one is made. */
const forwardedId = /^[\w.:-]{1,64}$/;

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && forwardedId.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

declare module "node:http" {
  interface IncomingMessage {
    /** This request's logger: every line it writes carries the request id. */
    log: Logger;
  }
}

/**
 * Logs each request once, when its connection is done with it, and gives it `req.log`,
 * a child logger whose every line carries the request id, which the response also
 * returns. Only method, path, status and time are recorded, never headers,
 * cookies or bodies. Called for every request as it enters (front-door.ts), so an
 * answer sent before Express is logged like any other. (The child is made for
 * every request: it costs well under a microsecond, while defining a lazy property
 * on each request object slowed every later property access to it.)
 */
export function requestLogger(logger: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  // The request line is built here from method, path, status and time alone, so it
  // skips the redaction pass, which would triple what the line costs to write.
  const lines = logger.child({}, { redact: { paths: [] } });
  return (req, res) => {
    const requestId = requestIdOf(req, res);
    const started = performance.now();
    // As asked: Express later rewrites req.url inside mounted routers.
    const { method, url } = req;
    req.log = logger.child({ requestId });
    res.once("close", () => {
      const ms = Math.round(performance.now() - started);
      const line = { requestId, req: { method, url }, res: { statusCode: res.statusCode }, responseTime: ms };
      const text = `${method} ${url} ${res.statusCode} ${ms} ms`;
      if (!res.writableFinished) lines.warn(line, `${text}: the client left before the answer was complete`);
      else if (res.statusCode >= 500) lines.error(line, text);
      else lines.info(line, text);
    });
  };
}
