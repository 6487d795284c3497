import { layoutReads } from "../../shared/page-routes";
import { totalCountHeader } from "../../shared/api";
import type { ReadyAnswer, ReadyAnswerByUrl } from "../http/ready-answer";
import { pageAt } from "./page-match";

/**
 * The answers a page's first screen would ask the API for, sent inside the page
 * so the client renders them at once (client/src/api/api-client.ts) instead of
 * asking after its code has loaded: one round trip fewer on every first visit,
 * two on a business's page. Only successful answers are sent; for anything else
 * the client asks and shows what the API says.
 */
export async function firstAnswers(url: URL, readyAnswer: ReadyAnswerByUrl): Promise<string> {
  const { route, params } = pageAt(url.pathname);
  const answers = new Map<string, ReadyAnswer>();
  const take = async (apiUrl: string) => {
    const answer = await readyAnswer(apiUrl);
    if (answer) answers.set(apiUrl, answer);
    return answer;
  };
  const ownReads = params ? (route.firstReads?.(params, url.search) ?? []) : [];
  const [own] = await Promise.all([Promise.all(ownReads.map(take)), Promise.all((route.standalone ? [] : layoutReads).map(take))]);
  if (params && route.laterReads) {
    const bodies = own.map((answer) => (answer ? (JSON.parse(answer.bytes.toString()) as unknown) : undefined));
    await Promise.all(route.laterReads(bodies).map(take));
  }
  return firstAnswersScript(answers);
}

/**
 * The answers as JSON in a script element the browser does not run; "<" is escaped so no text inside can end the element.
 * In URL order, not the order the reads finished: the same answers give the same page and ETag, so a revalidation gets 304.
 */
function firstAnswersScript(answers: Map<string, ReadyAnswer>): string {
  const entries = [...answers]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([url, answer]) => {
      const total = answer.headers.find(([name]) => name === totalCountHeader)?.[1];
      return `${JSON.stringify(url)}:{"body":${answer.bytes.toString()}${total === undefined ? "" : `,"total":${Number(total)}`}}`;
    });
  return `<script type="application/json" id="first-answers">{${entries.join(",").replace(/</g, "\\u003c")}}</script>`;
}
