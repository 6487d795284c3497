import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { sendReadyJson, type ReadyJson } from "./ready-json";

type RequestStep = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontDoor {
  /** Run for every request as it enters, in order: logging, security headers. */
  steps: RequestStep[];
  /**
   * A public API answer for this URL that needs no more of Express: one held in
   * memory, or one made at once (directory.routes.ts); undefined to leave it to Express.
   */
  readyAnswer: (url: string) => ReadyJson | Promise<ReadyJson | undefined> | undefined;
  /** Everything else: the Express app. */
  app: RequestListener;
}

/**
 * Where every request enters. It is logged and given its security headers here;
 * then a GET or HEAD for a public API answer already in memory, or for a
 * business's detail, is sent from here, and the rest goes to Express. Express's routing and request set-up cost most of
 * the time of an answer served from memory: answering those here made the counts
 * endpoints several times faster, with the same headers and body, sent by the
 * same function the routes use.
 */
export function frontDoor({ steps, readyAnswer, app }: FrontDoor): RequestListener {
  const answer = (req: IncomingMessage, res: ServerResponse, ready: ReadyJson | undefined) => {
    if (ready) sendReadyJson(req, res, ready);
    else void app(req, res);
  };
  return (req, res) => {
    for (const step of steps) step(req, res);
    const ready = (req.method === "GET" || req.method === "HEAD") && req.url?.startsWith("/api/") ? readyAnswer(req.url) : undefined;
    if (ready instanceof Promise) void ready.then((made) => answer(req, res, made));
    else answer(req, res, ready);
  };
}
