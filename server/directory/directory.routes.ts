import { parse } from "node:querystring";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { businessListQuery, cityPageQuery, clientText, pageQuery, suggestQuery } from "../../shared/api";
import { sendReadyJson, type ReadyJson } from "../http/ready-json";
import { parseInput } from "../http/validate";
import type { AnswersByUrl } from "./answers-by-url";
import type { DirectoryService } from "./directory.service";
import type { JsonAnswers, JsonBody } from "./json-answers";

const idParam = z.object({
  id: z.string().regex(/^\d{1,9}$/, "must be a positive whole number").transform(Number),
});
const pathText = clientText(200).pipe(z.string().min(1, "must not be empty"));
const slugParam = z.object({ slug: pathText });
const cityParam = z.object({ cityName: pathText });
const categoryParam = z.object({ categoryName: pathText });
const stateQuery = cityPageQuery.pick({ state: true });
const popularQuery = z.object({
  limit: z.string().regex(/^\d{1,3}$/, "must be a whole number").transform(Number)
    .pipe(z.number().int().min(1).max(100)).default(12),
});

const detailBySlug = (answers: JsonAnswers, params: unknown) => answers.bySlug(parseInput(slugParam, params, "path").slug);
const nearbyOf = (answers: JsonAnswers, params: unknown) => answers.nearby(parseInput(idParam, params, "path").id);
// Express's own query parser ("simple", node:querystring), so both doors read a query alike.
const listPage = (answers: JsonAnswers, query: unknown) => answers.list(parseInput(businessListQuery, query));

/** The reads made in the front door: their URLs, and how each is answered. */
const madeInFront: [RegExp, (answers: JsonAnswers, match: RegExpExecArray) => Promise<JsonBody>][] = [
  [/^\/api\/businesses\/slug\/([^/?#]+)$/, (answers, [, slug = ""]) => detailBySlug(answers, { slug: decodeURIComponent(slug) })],
  [/^\/api\/businesses(?:\?([^#]*))?$/, (answers, [, query = ""]) => listPage(answers, parse(query))],
  // Asked by every detail page as it opens, so as often as the detail itself.
  [/^\/api\/businesses\/(\d{1,9})\/nearby$/, (answers, [, id = ""]) => nearbyOf(answers, { id })],
];

/**
 * What the front door (http/front-door.ts) answers without Express: an answer
 * already held for the URL, or else a business's detail or a list page (a
 * search): the public reads whose URLs are too many to hold, and so the ones
 * most often made afresh. Express's request set-up and routing cost as much as
 * the query itself there. Whatever this cannot answer (another URL, bad input,
 * an unknown slug, a failed query) goes on to Express, whose route answers it
 * the same way or with the error.
 */
export function frontDoorAnswers(answers: JsonAnswers, byUrl: AnswersByUrl) {
  return (url: string): ReadyJson | Promise<ReadyJson | undefined> | undefined => {
    const held = byUrl.find(url);
    if (held) return held;
    for (const [path, make] of madeInFront) {
      const match = path.exec(url);
      if (match) return made(url, () => make(answers, match));
    }
    return undefined;
  };

  async function made(url: string, make: () => Promise<JsonBody>): Promise<ReadyJson | undefined> {
    try {
      const body = await make();
      byUrl.remember(url, body);
      return body.ready;
    } catch {
      return undefined;
    }
  }
}

export function directoryRoutes(directory: DirectoryService, answers: JsonAnswers, byUrl: AnswersByUrl): Router {
  const router = Router();

  // Sent, and kept for the next request with this URL (answered in front of Express).
  const send = (req: Request, res: Response, body: JsonBody) => {
    sendReadyJson(req, res, body.ready);
    byUrl.remember(req.originalUrl, body);
  };
  const sendCounts = (req: Request, res: Response, key: string, build: () => Promise<unknown>) =>
    answers.counts(key, build).then((body) => send(req, res, body));

  router.get("/statistics", (req, res) => sendCounts(req, res, "statistics", () => directory.statistics()));

  router.get("/cities/popular", (req, res) => {
    const { limit } = parseInput(popularQuery, req.query);
    return sendCounts(req, res, `popular:${limit}`, () => directory.popularCities(limit));
  });

  router.get("/cities", (req, res) => sendCounts(req, res, "cities", () => directory.allCities()));

  router.get("/categories", (req, res) => sendCounts(req, res, "categories", () => directory.categories()));

  router.get("/category-groups", (req, res) => sendCounts(req, res, "category-groups", () => directory.categoryGroups()));

  router.get("/countries", (req, res) => sendCounts(req, res, "countries", () => directory.countries()));

  router.get("/businesses", async (req, res) => {
    send(req, res, await listPage(answers, req.query));
  });

  router.get("/suggest", async (req, res) => {
    send(req, res, await answers.suggest(parseInput(suggestQuery, req.query)));
  });

  router.get("/businesses/recommended", async (req, res) => {
    send(req, res, await answers.recommended());
  });

  router.get("/businesses/latest", async (req, res) => {
    send(req, res, await answers.latest());
  });

  router.get("/businesses/slug/:slug", async (req, res) => {
    send(req, res, await detailBySlug(answers, req.params));
  });

  router.get("/businesses/:id/nearby", async (req, res) => {
    send(req, res, await nearbyOf(answers, req.params));
  });

  router.get("/businesses/:id", async (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    send(req, res, await answers.byId(id));
  });

  router.get("/city/:cityName", async (req, res) => {
    const { cityName } = parseInput(cityParam, req.params, "path");
    send(req, res, await answers.city(cityName, parseInput(cityPageQuery, req.query)));
  });

  // The towns a city page's name stands for: a page tells one town from a choice of several.
  router.get("/city/:cityName/places", async (req, res) => {
    const { cityName } = parseInput(cityParam, req.params, "path");
    const { state } = parseInput(stateQuery, req.query);
    await sendCounts(req, res, `places:${cityName.toLowerCase()}:${state?.toLowerCase() ?? ""}`, () => directory.cityChoice(cityName, state));
  });

  router.get("/category/:categoryName", async (req, res) => {
    const { categoryName } = parseInput(categoryParam, req.params, "path");
    send(req, res, await answers.category(categoryName, parseInput(pageQuery, req.query)));
  });

  return router;
}
