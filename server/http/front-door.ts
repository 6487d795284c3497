import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { sendReadyAnswer, type ReadyAnswer, type ReadyAnswerByUrl } from "./ready-answer";

type RequestStep = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontDoor {
  /** Run for every request as it enters, in order: logging, security headers. */
  steps: RequestStep[];
  /** The ready answer to a public API URL (directory.routes.ts), which needs no more of Express; undefined to leave the URL to Express. */
  readyAnswer: ReadyAnswerByUrl;
  /** Everything else: the Express app. */
  app: RequestListener;
  /** Told of each GET answered with a ready answer, after it was sent (the insights' counts). */
  answered?: (req: IncomingMessage, url: string, ready: ReadyAnswer) => void;
}

/**
 * Where every request enters. It is logged and given its security headers here;
 * then a GET or HEAD of a public API URL that has a ready answer (held, or made
 * at once) is sent from here, and the rest goes to Express. Express's routing and
 * request set-up cost most of the time of sending a ready answer (decision 000),
 * so these skip it, with the same headers and body, sent by the same function the
 * routes use.
 */
export function frontDoor({ steps, readyAnswer, app, answered }: FrontDoor): RequestListener {
  const answer = (req: IncomingMessage, res: ServerResponse, ready: ReadyAnswer | undefined) => {
    if (!ready) return void app(req, res);
    sendReadyAnswer(req, res, ready);
    if (answered && req.method === "GET" && req.url) answered(req, req.url, ready);
  };
  return (req, res) => {
    for (const step of steps) step(req, res);
    const ready = (req.method === "GET" || req.method === "HEAD") && req.url?.startsWith("/api/") ? readyAnswer(req.url) : undefined;
    if (ready instanceof Promise) void ready.then((made) => answer(req, res, made));
    else answer(req, res, ready);
  };
}
