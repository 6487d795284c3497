import { apiPaths } from "../../shared/api-paths";
import { browseStateFrom, citiesStateFrom, pageFromSearch } from "../../shared/browse-state";
import { adminPagePaths, paths } from "../../shared/paths";
import { totalCountHeader } from "../../shared/api";
import type { ReadyJson } from "../http/ready-json";
import { pagePath } from "./page-head";

/** The API's answer to a public URL as it would send it, or undefined where it would answer an error. */
export type ReadAnswer = (url: string) => ReadyJson | Promise<ReadyJson | undefined> | undefined;

/** What every public page asks for: the site's name and links, and the footer's counts and cities. */
const everyPage = [apiPaths.site, apiPaths.statistics, apiPaths.popularCities];

/** The API URLs a page's first screen reads, as the client builds them; the business's nearby list needs its id. */
function firstUrls(url: URL): { urls: string[]; detail?: string } {
  const { path, section, key } = pagePath(url.pathname);
  if ((adminPagePaths as readonly string[]).includes(path)) return { urls: [] };
  if (path === paths.home) return { urls: [...everyPage, apiPaths.recommended] };
  if (path === paths.browse) {
    const state = browseStateFrom(url.search);
    return { urls: [...everyPage, apiPaths.categories, apiPaths.businessList({ ...state, page: state.page ?? 1 })] };
  }
  if (path === paths.categories) return { urls: [...everyPage, apiPaths.categories] };
  if (path === paths.cities) return { urls: [...everyPage, apiPaths.cityIndex(citiesStateFrom(url.search))] };
  if (!key) return { urls: everyPage };
  const page = pageFromSearch(url.search);
  switch (section) {
    case "city":
      return { urls: [...everyPage, apiPaths.cityPlaces(key), apiPaths.cityBusinesses(key, page)] };
    case "category":
      return { urls: [...everyPage, apiPaths.categoryBusinesses(key, page)] };
    case "details":
    case "business": {
      const detail = apiPaths.business(section === "details" ? { slug: key } : { id: key });
      return { urls: [...everyPage, detail], detail };
    }
    default:
      return { urls: everyPage };
  }
}

/** The business's id when its page lists others near it: only a business with a point does. */
function placedId(detail: ReadyJson | undefined): number | undefined {
  if (!detail) return undefined;
  const business = JSON.parse(detail.bytes.toString()) as { id: number; latitude: number | null; longitude: number | null };
  return business.latitude !== null && business.longitude !== null ? business.id : undefined;
}

/**
 * The answers a page's first screen would ask the API for, sent inside the page
 * so the client renders them at once (client/src/api/api-client.ts) instead of
 * asking after its code has loaded: one round trip fewer on every first visit,
 * two on a business's page. Only successful answers are sent; for anything else
 * the client asks and shows what the API says.
 */
export async function firstAnswers(url: URL, read: ReadAnswer): Promise<string> {
  const { urls, detail } = firstUrls(url);
  const answers = new Map<string, ReadyJson>();
  const take = async (apiUrl: string) => {
    const answer = await read(apiUrl);
    if (answer) answers.set(apiUrl, answer);
    return answer;
  };
  await Promise.all(urls.map(take));
  const id = placedId(detail === undefined ? undefined : answers.get(detail));
  if (id !== undefined) await take(apiPaths.nearby(id));
  return firstAnswersScript(answers);
}

/** The answers as JSON in a script element the browser does not run; "<" is escaped so no text inside can end the element. */
function firstAnswersScript(answers: Map<string, ReadyJson>): string {
  const entries = [...answers].map(([url, answer]) => {
    const total = answer.headers.find(([name]) => name === totalCountHeader)?.[1];
    return `${JSON.stringify(url)}:{"body":${answer.bytes.toString()}${total === undefined ? "" : `,"total":${Number(total)}`}}`;
  });
  return `<script type="application/json" id="first-answers">{${entries.join(",").replace(/</g, "\\u003c")}}</script>`;
}
