import type { ErrorRequestHandler, RequestHandler } from "express";
import { HttpError } from "./errors";

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The final handler: HttpErrors answer as thrown; client errors raised by Express
 * middleware (bad JSON, oversized bodies) keep their 4xx; anything else is logged
 * and answered with a generic 500 that leaks no stack, SQL or path.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    return;
  }
  const clientStatus = statusOf(error);
  if (clientStatus) {
    res.status(clientStatus).json({ message: clientStatus === 413 ? "Request too large" : "Bad request" });
    return;
  }
  console.error(`${req.method} ${req.originalUrl} failed:`, error);
  res.status(500).json({ message: "Internal server error" });
};
