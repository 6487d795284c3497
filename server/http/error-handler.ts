import type { ErrorRequestHandler, RequestHandler } from "express";
import { cacheControl } from "./cache-control";
import { HttpError } from "./errors";

const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]);

/** Lost or refused database connections (directly or as a query error's cause): the service, not the request, is at fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    // pg's own words for a connection lost mid-use, and for the next statement on such a client.
    if (/Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable/i.test(e.message)) return true;
  }
  return false;
}

export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .set("Cache-Control", cacheControl.noStore)
    .json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
};

interface ClientError {
  status: number;
  message: string;
}

/** Errors from Express and its body parsers carry a 4xx status and, when `expose` is set, a safe message. */
function clientErrorOf(error: unknown): ClientError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode, expose, message } = error as Record<string, unknown>;
  const code = typeof status === "number" ? status : statusCode;
  if (typeof code !== "number" || code < 400 || code >= 500) return undefined;
  // A body in an encoding or charset we do not read is a bad request like any other.
  if (code === 415) return { status: 400, message: "Unsupported body encoding: send UTF-8 JSON" };
  const fallback = code === 413 ? "Request too large" : "Bad request";
  const safe = expose === true || error instanceof URIError;
  return { status: code, message: safe && typeof message === "string" ? message : fallback };
}

/**
 * The final handler: HttpErrors answer as thrown; client errors raised by Express
 * middleware (bad JSON, oversized bodies) keep their 4xx; anything else is logged
 * and answered with a generic 500 that leaks no stack, SQL or path. No error is
 * stored: a shared cache keeping a 503 would serve the outage past its end, and
 * this path cannot tell a public read's failure from an operator's.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  res.set("Cache-Control", cacheControl.noStore);
  if (error instanceof HttpError) {
    res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log.error({ err: error }, `${req.method} ${req.path} failed: the database is unreachable`);
    res.status(503).set("Retry-After", "5").json({ message: "The service is temporarily unavailable. Please try again shortly." });
    return;
  }
  const clientError = clientErrorOf(error);
  if (clientError) {
    res.status(clientError.status).json({ message: clientError.message });
    return;
  }
  req.log.error({ err: error }, `${req.method} ${req.path} failed`);
  res.status(500).json({ message: "Internal server error" });
};
