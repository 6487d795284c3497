import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";

/**
 * The first of our content codings, in our order of preference, that the client
 * accepts (listed, or covered by `*`, with a weight above zero); undefined for
 * none, and for a request without Accept-Encoding.
 */
export function acceptedEncoding<T extends string>(req: IncomingMessage, ours: readonly T[]): T | undefined {
  if (!req.headers["accept-encoding"]) return undefined;
  const theirs = new Negotiator(req).encodings([...ours]);
  return ours.find((coding) => theirs.includes(coding));
}
