import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";

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
        paths: ["password", "*.password", "secret", "*.secret", "cookie", "*.cookie", "*.headers.cookie", "*.headers.authorization", "*.headers[\"set-cookie\"]"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/** A caller's id (a proxy's X-Request-Id) is kept when it is short and plain; otherwise a new one is made. */
const forwardedId = /^[\w.:-]{1,64}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && forwardedId.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * Logs each request once, when it ends, and gives it `req.log`: a child logger
 * whose every line carries the request id, which the response also returns.
 * Only method, path and status are recorded, never headers, cookies or bodies.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, url: req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (req, res, ms) => `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)} ms`,
    customErrorMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode} failed`,
  });
}
