import type { Business, CityChoice } from "../../shared/api";
import { categoriesTrail, categoryTrail, cityCategoryTrail, cityTrail } from "../../shared/breadcrumbs";
import { findCategoryGroup } from "../../shared/categories";
import {
  browseMeta,
  businessMeta,
  categoryMeta,
  categoryTitle,
  citiesMeta,
  cityCategoryMeta,
  cityChoiceMeta,
  cityMeta,
  notFoundMeta,
  staticMeta,
  townCategoryName,
  type PageMeta,
} from "../../shared/page-meta";
import type { HeadKind, RouteParams } from "../../shared/page-routes";
import { categorySlug } from "../../shared/slug";
import { citiesStateFrom, pageFromSearch } from "../../shared/browse-state";
import {
  browseNoindex,
  browsePath,
  businessPath,
  categoryImage,
  categoryPath,
  citiesCanonical,
  citiesPath,
  cityCategoryPath,
  cityPath,
  pagedPath,
} from "../../shared/paths";
import { businessShareImage, categoryShareImage, type ShareImage } from "../../shared/share-images";
import { breadcrumbsJsonLd, businessJsonLd, listPageJsonLd } from "../../shared/structured-data";
import { publicPageSize } from "../../shared/constants";
import type { DirectoryService } from "../directory/directory.service";
import { HttpError } from "../http/errors";
import { pageAt } from "./page-match";

export interface PageHead extends PageMeta {
  status: 200 | 404 | 503;
  /** Path (and query) of the canonical URL. */
  canonical: string;
  noindex?: boolean;
  /** The operator's screens: kept by no cache (http/cache-control.ts). */
  operatorOnly?: true;
  /** The link-preview picture; the site's card when not set. */
  image?: ShareImage;
  type?: "website" | "business.business";
  jsonLd?: object;
  /** The first screen's largest picture, fetched with the page rather than once the client has drawn it. */
  heroImage?: string;
}

const firstPage = { limit: 1, offset: 0 };

/** The not-found head of a path, named without its trailing slashes. */
const notFound = (url: URL): PageHead => ({ status: 404, ...notFoundMeta, canonical: url.pathname.replace(/(.)\/+$/, "$1"), noindex: true });

/** Answers only 404s from the directory with "not found"; anything else is a real failure. */
async function orNotFound<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return undefined;
    throw error;
  }
}

/** What a head is built from: the URL, its page's pattern and decoded parameters, and the site. */
interface HeadInput {
  url: URL;
  pattern: string;
  params: RouteParams;
  siteName: string;
  siteUrl: string;
  directory: DirectoryService;
}

function businessHead(business: Business | undefined, { url, siteName, siteUrl }: HeadInput): PageHead {
  if (!business) return notFound(url);
  return {
    status: 200,
    ...businessMeta(business),
    canonical: businessPath(business),
    image: businessShareImage(business, siteName),
    type: "business.business",
    jsonLd: businessJsonLd(business, siteUrl),
    // As the detail page's hero shows it (client/src/components/detail/detail-hero.tsx).
    heroImage: business.photos[0] ?? categoryImage(business.categoryGroup),
  };
}

/** A name several states share asks which town: a page for visitors, not for the index. */
function chooserHead(choice: CityChoice, canonical: string): PageHead {
  const labels = choice.places.map((p) => p.label);
  return { status: 200, ...cityChoiceMeta(choice.name, labels), canonical, noindex: true };
}

async function cityHead({ url, params, siteUrl, directory }: HeadInput): Promise<PageHead> {
  const choice = await orNotFound(directory.cityChoice(params.cityName ?? ""));
  if (!choice) return notFound(url);
  const { place } = choice;
  if (!place) return chooserHead(choice, cityPath(choice.name));
  // "Portland", "portland, or" and "Portland%2C%20OR" open the same town; its canonical names its state.
  return {
    status: 200,
    ...cityMeta(place.label, place.businessCount),
    canonical: pagedPath(place.path, pageFromSearch(url.search)),
    jsonLd: breadcrumbsJsonLd(cityTrail(place), siteUrl),
  };
}

/** A category in a town: one town's page of it, a chooser when several towns share the name, 404 when it has none there. */
async function cityCategoryHead({ url, params, siteUrl, directory }: HeadInput): Promise<PageHead> {
  const [cityName, slug] = [params.cityName ?? "", params.categorySlug ?? ""];
  const choice = await orNotFound(directory.cityChoice(cityName));
  if (!choice) return notFound(url);
  const { place } = choice;
  if (!place) return chooserHead(choice, `${cityPath(choice.name)}/${townCategoryName(slug).slug}`);
  const page = pageFromSearch(url.search);
  const result = await orNotFound(
    directory.byCity(place.label, { limit: publicPageSize, offset: (page - 1) * publicPageSize, state: undefined, category: slug }),
  );
  if (!result) return notFound(url);
  const category = townCategoryName(slug, result.businesses[0]);
  // "Houston, tx/RESTAURANTS" and "houston/restaurants" open the same page; its canonical names the state and the one slug.
  const path = cityCategoryPath(place.name, place.state, category.slug);
  const trail = cityCategoryTrail(place, { name: category.name, path });
  return {
    status: 200,
    ...cityCategoryMeta(category.name, place.label, result.totalCount),
    canonical: pagedPath(path, page),
    jsonLd: listPageJsonLd(result.businesses, (page - 1) * publicPageSize + 1, trail, siteUrl),
  };
}

async function categoryHead({ url, params, siteName, siteUrl, directory }: HeadInput): Promise<PageHead> {
  const key = params.slug ?? "";
  const result = await orNotFound(directory.byCategory(key, firstPage));
  if (!result) return notFound(url);
  const group = findCategoryGroup(key);
  const name = group?.name ?? result.businesses[0]?.category ?? categoryTitle(key);
  // "RESTAURANTS", "Bar & grill" and "bar-&-grill" open the same page; its canonical is the one slug.
  const groupSlug = group?.slug ?? result.businesses[0]?.categoryGroup;
  const image = groupSlug ? categoryShareImage(groupSlug, siteName) : undefined;
  const path = categoryPath(categorySlug(key));
  const canonical = pagedPath(path, pageFromSearch(url.search));
  return { status: 200, ...categoryMeta(name, result.totalCount), canonical, image, jsonLd: breadcrumbsJsonLd(categoryTrail(name, path), siteUrl) };
}

function browseHead({ url }: HeadInput): PageHead {
  const text = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const state = { q: text("q"), location: text("location"), category: text("category"), page: pageFromSearch(url.search) };
  const filters = { near: text("near"), radius: text("radius"), sort: text("sort"), openNow: text("openNow"), minRating: text("minRating") };
  return { status: 200, ...browseMeta(state), canonical: browsePath(state), noindex: browseNoindex({ ...state, ...filters }) };
}

async function citiesHead({ url, directory }: HeadInput): Promise<PageHead> {
  const state = citiesStateFrom(url.search);
  const shown = await directory.cityIndex(state);
  const canonical = citiesCanonical(state, shown.letters[0]?.letter);
  // A search, a letter without towns or a page past the end: for visitors, not for the index.
  return {
    status: 200,
    ...citiesMeta({ ...canonical, q: state.q }),
    canonical: citiesPath(canonical),
    noindex: Boolean(state.q) || shown.cities.length === 0 || undefined,
  };
}

/** Each kind of head in the page-route table (shared/page-routes.ts). */
const heads: Record<HeadKind, (input: HeadInput) => PageHead | Promise<PageHead>> = {
  fixed: ({ pattern, siteName }) => ({ status: 200, ...staticMeta(pattern, siteName), canonical: pattern }),
  private: ({ pattern, siteName }) => ({ status: 200, ...staticMeta(pattern, siteName), canonical: pattern, noindex: true }),
  categories: ({ pattern, siteName, siteUrl }) => ({
    status: 200,
    ...staticMeta(pattern, siteName),
    canonical: pattern,
    jsonLd: breadcrumbsJsonLd(categoriesTrail(), siteUrl),
  }),
  admin: ({ pattern }) => ({ status: 200, title: "Admin", description: "Operator sign-in.", canonical: pattern, noindex: true, operatorOnly: true }),
  notFound: ({ url }) => notFound(url),
  browse: browseHead,
  cities: citiesHead,
  city: cityHead,
  cityCategory: cityCategoryHead,
  category: categoryHead,
  businessBySlug: async (input) => businessHead(await orNotFound(input.directory.bySlug(input.params.slug ?? "")), input),
  businessById: async (input) => {
    const id = input.params.id ?? "";
    return businessHead(/^\d{1,9}$/.test(id) ? await orNotFound(input.directory.byId(Number(id))) : undefined, input);
  },
};

/** The head and HTTP status of a public URL, as the client will render it. */
export async function pageHead(url: URL, siteName: string, siteUrl: string, directory: DirectoryService): Promise<PageHead> {
  const { route, params } = pageAt(url.pathname);
  if (!params) return notFound(url);
  return heads[route.head]({ url, pattern: route.pattern, params, siteName, siteUrl, directory });
}
