import type { ReadyJson } from "../http/ready-json";
import type { FacetCache } from "./facets";
import type { JsonBody } from "./json-answers";

/**
 * The public API's ready answers by the exact URL they were asked with, so the
 * next request for that URL is answered before Express is entered (front-door.ts).
 * A public answer depends on its URL alone (no cookie, no session; the coding and
 * a held ETag are settled when sending), and an entry holds exactly as long as
 * its answer does: while the data is unchanged and until it expires. The oldest
 * entry goes first when full.
 */
export class AnswersByUrl {
  private readonly entries = new Map<string, JsonBody>();

  constructor(
    private readonly facets: FacetCache,
    private readonly maxEntries = 1000,
  ) {}

  remember(url: string, answer: JsonBody): void {
    this.entries.delete(url);
    this.entries.set(url, answer);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  find(url: string): ReadyJson | undefined {
    const answer = this.entries.get(url);
    if (!answer) return undefined;
    if (answer.version === this.facets.version && answer.expires > Date.now()) return answer.ready;
    this.entries.delete(url);
    return undefined;
  }
}
