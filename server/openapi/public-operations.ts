import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import {
  business,
  businessList,
  businessListQuery,
  businessListResponse,
  categoryGroupSummaries,
  categorySummaries,
  categoryCities,
  cityCategories,
  cityChoice,
  cityIndex,
  cityIndexQuery,
  cityList,
  cityPageQuery,
  countrySummaries,
  mapSettings,
  nearbyBusinesses,
  pageQuery,
  popularCities,
  siteInfo,
  statistics,
  suggestQuery,
  suggestResponse,
  totalCountHeader,
} from "../../shared/api";
import { categoryParam, cityParam, cityPlacesQuery, idParam, popularQuery, slugParam } from "../../shared/api-params";
import { altchaChallenge, submissionRequest, suggestionAccepted, suggestionRequest } from "../../shared/suggestions";
import { errors, json, jsonBody } from "./responses";

/** A public read: cacheable, with an ETag (If-None-Match answers 304). */
function read(operationId: string, summary: string, answer: z.ZodType, more: Partial<ZodOpenApiOperationObject> = {}): ZodOpenApiOperationObject {
  const { path, query } = more.requestParams ?? {};
  return {
    operationId,
    summary,
    tags: ["directory"],
    ...more,
    responses: {
      "200": json(summary, answer),
      "304": { description: "Not modified since the ETag sent in If-None-Match" },
      ...(path ? errors(400, 404) : query ? errors(400) : errors()),
      ...more.responses,
    },
  };
}

/** A city's or a category's page: a JSON array of businesses; the list's total travels in a header. */
const listPage = (operationId: string, summary: string, requestParams: { path: z.ZodObject; query: z.ZodObject }) =>
  read(operationId, summary, businessList, {
    requestParams,
    responses: {
      "200": {
        description: "One page of the list, in the list's order",
        content: { "application/json": { schema: businessList } },
        headers: z.object({ [totalCountHeader]: z.string().regex(/^\d+$/).meta({ description: "Businesses in the whole list" }) }),
      },
    },
  });

/** A visitor's or an owner's form: same origin only, an ALTCHA solution, 5 per client an hour (decision 033). */
const queued = (operationId: string, summary: string, body: z.ZodType): ZodOpenApiOperationObject => ({
  operationId,
  summary,
  tags: ["suggestions"],
  description:
    "Needs an `Origin` of this site and a solved challenge from GET /api/altcha/challenge. Nothing shows on a public page until the operator accepts it.",
  requestBody: jsonBody(body),
  responses: { "202": json("Queued for the operator: the item's id", suggestionAccepted), ...errors(400, 403, 404, 429) },
});

export const publicOperations: ZodOpenApiPathsObject = {
  "/api/openapi.json": {
    get: {
      operationId: "getApiDescription",
      summary: "This description of the API (OpenAPI 3.1)",
      tags: ["site"],
      responses: {
        "200": json("The OpenAPI document", z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }) })),
      },
    },
  },
  "/api/site": { get: { ...read("getSite", "The site's name, contacts and configured promotions", siteInfo), tags: ["site"] } },
  "/api/map": {
    get: {
      ...read("getMapSettings", "The MapLibre style the map loads: this site's (/map/style.json) or the hosted one of MAP_STYLE_URL", mapSettings),
      tags: ["site"],
    },
  },
  "/api/statistics": { get: read("getStatistics", "Counts of businesses, verified ones, categories and towns", statistics) },
  "/api/cities": { get: read("listCities", "Every town with businesses, most businesses first", cityList) },
  "/api/cities/popular": { get: read("listPopularCities", "The towns with most businesses", popularCities, { requestParams: { query: popularQuery } }) },
  "/api/cities/index": {
    get: read("getCityIndex", "A page of one letter's towns, or of the towns matching `q`", cityIndex, { requestParams: { query: cityIndexQuery } }),
  },
  "/api/categories": { get: read("listCategories", "Every category with businesses", categorySummaries) },
  "/api/category-groups": { get: read("listCategoryGroups", "The broad groups of categories", categoryGroupSummaries) },
  "/api/countries": { get: read("listCountries", "Countries with businesses; `(none)` last for those with none", countrySummaries) },
  "/api/businesses": {
    get: read("listBusinesses", "A page of businesses: browse, or search by words and place", businessListResponse, {
      tags: ["directory", "search"],
      requestParams: { query: businessListQuery },
    }),
  },
  "/api/businesses/recommended": { get: read("listRecommended", "Well rated businesses for the home page", businessList) },
  "/api/businesses/latest": { get: read("listLatest", "The businesses added last", businessList) },
  "/api/businesses/slug/{slug}": {
    get: read("getBusinessBySlug", "One business by its address on the site", business, { requestParams: { path: slugParam } }),
  },
  "/api/businesses/{id}": { get: read("getBusiness", "One business by its id", business, { requestParams: { path: idParam } }) },
  "/api/businesses/{id}/nearby": {
    get: read("listNearby", "Up to six others of its group within ten miles", nearbyBusinesses, { requestParams: { path: idParam } }),
  },
  "/api/businesses/{id}/suggestions": {
    post: { ...queued("suggestEdit", "A visitor's correction or report about a business", suggestionRequest), requestParams: { path: idParam } },
  },
  "/api/city/{cityName}": { get: listPage("listCityBusinesses", "A page of one town's businesses", { path: cityParam, query: cityPageQuery }) },
  "/api/city/{cityName}/places": {
    get: read("getCityPlaces", "The town a name stands for, or the towns of that name to choose from", cityChoice, {
      requestParams: { path: cityParam, query: cityPlacesQuery },
    }),
  },
  "/api/city/{cityName}/categories": {
    get: read("getCityCategories", "The groups and categories one town has, most businesses first", cityCategories, {
      requestParams: { path: cityParam, query: cityPlacesQuery },
    }),
  },
  "/api/category/{categoryName}/cities": {
    get: read("getCategoryCities", "The towns with most businesses of a group or a category", categoryCities, { requestParams: { path: categoryParam } }),
  },
  "/api/category/{categoryName}": { get: listPage("listCategoryBusinesses", "A page of one category's businesses", { path: categoryParam, query: pageQuery }) },
  "/api/suggest": {
    get: read("suggest", "Up to eight categories, towns and businesses for what is typed", suggestResponse, {
      tags: ["search"],
      requestParams: { query: suggestQuery },
    }),
  },
  "/api/altcha/challenge": {
    get: {
      operationId: "getAltchaChallenge",
      summary: "A proof-of-work challenge for the suggestion and submission forms",
      tags: ["suggestions"],
      responses: { "200": json("A signed challenge, never cached", altchaChallenge), ...errors() },
    },
  },
  "/api/submissions": { post: queued("submitBusiness", "An owner's new business", submissionRequest) },
};
