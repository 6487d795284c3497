import { parse } from "node:querystring";
import { Router, type Request, type Response } from "express";
import { businessListQuery, cityIndexQuery, cityPageQuery, pageQuery, suggestQuery } from "../../shared/api";
import { categoryParam, cityParam, cityPlacesQuery, idParam, popularQuery, slugParam } from "../../shared/api-params";
import { sendReadyAnswer, type ReadyAnswer, type ReadyAnswerByUrl } from "../http/ready-answer";
import { parseInput } from "../http/validate";
import type { DirectoryService } from "./directory.service";
import type { HeldAnswer, ReadyAnswers } from "./ready-answers";
import type { VersionedCache } from "../cache/versioned-cache";

/** Public ready answers by the exact URL they were asked with. */
type AnswersByUrl = VersionedCache<HeldAnswer>;

interface Readers {
  answers: ReadyAnswers;
  directory: DirectoryService;
}

/** A public read: its path under /api (Express's syntax), and its answer from the path's parameters and the query. */
interface PublicRead {
  path: string;
  answer: (readers: Readers, params: Record<string, string>, query: unknown) => Promise<HeldAnswer>;
}

const counts = ({ answers }: Readers, key: string, build: () => Promise<unknown>) => answers.counts(key, build);

/** Every public read of the directory, in Express's order of matching (a fixed path before a parameter). */
const publicReads: PublicRead[] = [
  { path: "/statistics", answer: (r) => counts(r, "statistics", () => r.directory.statistics()) },
  {
    path: "/cities/popular",
    answer: (r, _, query) => {
      const { limit } = parseInput(popularQuery, query);
      return counts(r, `popular:${limit}`, () => r.directory.popularCities(limit));
    },
  },
  {
    path: "/cities/index",
    answer: (r, _, query) => {
      const input = parseInput(cityIndexQuery, query);
      // A search lists across letters; the search goes last in the key, where a ":" of its own cannot blur the parts.
      const key = `city-index:${input.q === undefined ? (input.letter ?? "") : ""}:${input.page}:${input.q ?? ""}`;
      return counts(r, key, () => r.directory.cityIndex(input));
    },
  },
  { path: "/cities", answer: (r) => counts(r, "cities", () => r.directory.allCities()) },
  { path: "/categories", answer: (r) => counts(r, "categories", () => r.directory.categories()) },
  { path: "/category-groups", answer: (r) => counts(r, "category-groups", () => r.directory.categoryGroups()) },
  { path: "/countries", answer: (r) => counts(r, "countries", () => r.directory.countries()) },
  { path: "/businesses", answer: ({ answers }, _, query) => answers.list(parseInput(businessListQuery, query)) },
  { path: "/suggest", answer: ({ answers }, _, query) => answers.suggest(parseInput(suggestQuery, query)) },
  { path: "/businesses/recommended", answer: ({ answers }) => answers.recommended() },
  { path: "/businesses/latest", answer: ({ answers }) => answers.latest() },
  { path: "/businesses/slug/:slug", answer: ({ answers }, params) => answers.bySlug(parseInput(slugParam, params, "path").slug) },
  { path: "/businesses/:id/nearby", answer: ({ answers }, params) => answers.nearby(parseInput(idParam, params, "path").id) },
  { path: "/businesses/:id", answer: ({ answers }, params) => answers.byId(parseInput(idParam, params, "path").id) },
  {
    path: "/city/:cityName",
    answer: ({ answers }, params, query) => answers.city(parseInput(cityParam, params, "path").cityName, parseInput(cityPageQuery, query)),
  },
  {
    // The towns a city page's name stands for: a page tells one town from a choice of several.
    path: "/city/:cityName/places",
    answer: (r, params, query) => {
      const { cityName } = parseInput(cityParam, params, "path");
      const { state } = parseInput(cityPlacesQuery, query);
      return counts(r, `places:${cityName.toLowerCase()}:${state?.toLowerCase() ?? ""}`, () => r.directory.cityChoice(cityName, state));
    },
  },
  {
    // The groups and categories a town has: its page links each one's page in the town.
    path: "/city/:cityName/categories",
    answer: (r, params, query) => {
      const { cityName } = parseInput(cityParam, params, "path");
      const { state } = parseInput(cityPlacesQuery, query);
      return counts(r, `town-categories:${cityName.toLowerCase()}:${state?.toLowerCase() ?? ""}`, () => r.directory.townCategories(cityName, state));
    },
  },
  {
    path: "/category/:categoryName/cities",
    answer: (r, params) => {
      const { categoryName } = parseInput(categoryParam, params, "path");
      return counts(r, `category-towns:${categoryName.toLowerCase()}`, () => r.directory.categoryTowns(categoryName));
    },
  },
  {
    path: "/category/:categoryName",
    answer: ({ answers }, params, query) => answers.category(parseInput(categoryParam, params, "path").categoryName, parseInput(pageQuery, query)),
  },
];

/** The read's path as a pattern of a whole /api URL: a group per parameter, then the query. */
const urlPattern = (path: string) => new RegExp(`^/api${path.replace(/:\w+/g, "([^/?#]+)")}(?:\\?([^#]*))?$`);
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

const matchers = publicReads.map((read) => ({ read, pattern: urlPattern(read.path), names: paramNames(read.path), route: `/api${read.path}` }));

/** The route of the public read `url` asks for, as Express names it ("/api/businesses/:id"); undefined for any other URL. */
export function publicReadRoute(url: string): string | undefined {
  return matchers.find(({ pattern }) => pattern.test(url))?.route;
}

/**
 * A public read answered from its URL alone, outside Express: an answer already
 * held for the URL, or one made at once. Undefined for any other URL, bad input,
 * an unknown slug or a failed query: Express's route then answers the same way,
 * or with the error. The front door (http/front-door.ts) sends these, since
 * Express's request set-up and routing cost as much as the query itself; a page
 * takes its first answers from here too (web/first-answers.ts).
 */
export function readyAnswerByUrl(readers: Readers, byUrl: AnswersByUrl): ReadyAnswerByUrl {
  return (url) => {
    const held = byUrl.find(url);
    if (held) return held.answer;
    for (const { read, pattern, names } of matchers) {
      const match = pattern.exec(url);
      if (match) return made(url, () => read.answer(readers, paramsOf(names, match), parse(match[names.length + 1] ?? "")));
    }
    return undefined;
  };

  async function made(url: string, make: () => Promise<HeldAnswer>): Promise<ReadyAnswer | undefined> {
    try {
      const held = await make();
      byUrl.keep(url, held, held);
      return held.answer;
    } catch {
      return undefined;
    }
  }
}

/** The path's parameters, decoded as Express decodes them (a malformed one throws, and Express answers it). */
function paramsOf(names: string[], match: RegExpExecArray): Record<string, string> {
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? "")]));
}

export function directoryRoutes(readers: Readers, byUrl: AnswersByUrl): Router {
  const router = Router();
  for (const read of publicReads) {
    // Sent, and kept for the next request with this URL (answered in front of Express).
    router.get(read.path, async (req: Request, res: Response) => {
      const held = await read.answer(readers, req.params as Record<string, string>, req.query);
      sendReadyAnswer(req, res, held.answer);
      byUrl.keep(req.originalUrl, held, held);
    });
  }
  return router;
}
