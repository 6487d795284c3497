import type { Business } from "../../shared/api";
import { findCategoryGroup } from "../../shared/categories";
import {
  browseMeta,
  businessMeta,
  categoryMeta,
  categoryTitle,
  citiesMeta,
  cityChoiceMeta,
  cityMeta,
  notFoundMeta,
  staticMeta,
  staticPageMeta,
  type PageMeta,
} from "../../shared/page-meta";
import { categorySlug } from "../../shared/slug";
import { citiesStateFrom, pageFromSearch } from "../../shared/browse-state";
import {
  adminPagePaths,
  browseNoindex,
  browsePath,
  businessPath,
  categoryImage,
  categoryPath,
  citiesCanonical,
  citiesPath,
  cityPath,
  pagedPath,
  paths,
} from "../../shared/paths";
import { businessShareImage, categoryShareImage, type ShareImage } from "../../shared/share-images";
import { categoriesBreadcrumbsJsonLd, cityBreadcrumbsJsonLd, localBusinessJsonLd } from "../../shared/structured-data";
import type { DirectoryService } from "../directory/directory.service";
import { HttpError } from "../http/errors";

export interface PageHead extends PageMeta {
  status: 200 | 404 | 503;
  /** Path (and query) of the canonical URL. */
  canonical: string;
  noindex?: boolean;
  /** The link-preview picture; the site's card when not set. */
  image?: ShareImage;
  type?: "website" | "business.business";
  jsonLd?: object;
  /** The first screen's largest picture, fetched with the page rather than once the client has drawn it. */
  heroImage?: string;
}

const adminPaths = new Set<string>(adminPagePaths);
const firstPage = { limit: 1, offset: 0 };

const notFound = (path: string): PageHead => ({ status: 404, ...notFoundMeta, canonical: path, noindex: true });

/** A page's path without a trailing slash, and its section and decoded key ("/city/Portland" → "city", "Portland") when it has the two. */
export function pagePath(pathname: string): { path: string; section?: string; key?: string } {
  const path = pathname.replace(/(.)\/+$/, "$1");
  const [, section, rawKey, ...rest] = path.split("/");
  const key = rawKey === undefined || rest.length > 0 ? undefined : decodeSegment(rawKey);
  return key ? { path, section, key } : { path };
}

/** A path segment as text the database can hold (no NUL), of a sane length; else no page. */
function decodeSegment(segment: string): string | undefined {
  try {
    const value = decodeURIComponent(segment);
    return value.length <= 200 && !value.includes("\0") ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Answers only 404s from the directory with "not found"; anything else is a real failure. */
async function orNotFound<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return undefined;
    throw error;
  }
}

function businessHead(business: Business, siteName: string, siteUrl: string): PageHead {
  return {
    status: 200,
    ...businessMeta(business),
    canonical: businessPath(business),
    image: businessShareImage(business, siteName),
    type: "business.business",
    jsonLd: localBusinessJsonLd(business, siteUrl),
    // As the detail page's hero shows it (client/src/components/detail/detail-hero.tsx).
    heroImage: business.photos[0] ?? categoryImage(business.categoryGroup),
  };
}

/** The head and HTTP status of a public URL, as the client will render it. */
export async function pageHead(url: URL, siteName: string, siteUrl: string, directory: DirectoryService): Promise<PageHead> {
  const { path, section, key } = pagePath(url.pathname);
  const fixed = staticPageMeta[path];
  if (path === paths.browse) {
    const text = (name: string) => url.searchParams.get(name)?.trim() || undefined;
    const state = { q: text("q"), location: text("location"), category: text("category"), page: pageFromSearch(url.search) };
    const filters = { near: text("near"), radius: text("radius"), sort: text("sort"), openNow: text("openNow"), minRating: text("minRating") };
    return { status: 200, ...browseMeta(state), canonical: browsePath(state), noindex: browseNoindex({ ...state, ...filters }) };
  }
  if (path === paths.cities) {
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
  if (path === paths.categories) return { status: 200, ...staticMeta(path, siteName), canonical: path, jsonLd: categoriesBreadcrumbsJsonLd(siteUrl) };
  // The saved list is the visitor's own, kept in their browser: nothing there for a search engine.
  if (fixed) return { status: 200, ...fixed(siteName), canonical: path, noindex: path === paths.saved || undefined };
  if (adminPaths.has(path)) return { status: 200, title: "Admin", description: "Operator sign-in.", canonical: path, noindex: true };

  if (!key) return notFound(path);
  const page = pageFromSearch(url.search);
  switch (section) {
    case "city": {
      const choice = await orNotFound(directory.cityChoice(key));
      if (!choice) return notFound(path);
      const { place } = choice;
      // A name several states share asks which town: a page for visitors, not for the index.
      if (!place)
        return {
          status: 200,
          ...cityChoiceMeta(
            choice.name,
            choice.places.map((p) => p.label),
          ),
          canonical: cityPath(choice.name),
          noindex: true,
        };
      // "Portland", "portland, or" and "Portland%2C%20OR" open the same town; its canonical names its state.
      return {
        status: 200,
        ...cityMeta(place.label, place.businessCount),
        canonical: pagedPath(place.path, page),
        jsonLd: cityBreadcrumbsJsonLd(place, siteUrl),
      };
    }
    case "category": {
      const result = await orNotFound(directory.byCategory(key, firstPage));
      if (!result) return notFound(path);
      const group = findCategoryGroup(key);
      const name = group?.name ?? result.businesses[0]?.category ?? categoryTitle(key);
      // "RESTAURANTS", "Bar & grill" and "bar-&-grill" open the same page; its canonical is the one slug.
      const groupSlug = group?.slug ?? result.businesses[0]?.categoryGroup;
      const image = groupSlug ? categoryShareImage(groupSlug, siteName) : undefined;
      return { status: 200, ...categoryMeta(name, result.totalCount), canonical: pagedPath(categoryPath(categorySlug(key)), page), image };
    }
    case "details": {
      const business = await orNotFound(directory.bySlug(key));
      return business ? businessHead(business, siteName, siteUrl) : notFound(path);
    }
    case "business": {
      const business = /^\d{1,9}$/.test(key) ? await orNotFound(directory.byId(Number(key))) : undefined;
      return business ? businessHead(business, siteName, siteUrl) : notFound(path);
    }
    default:
      return notFound(path);
  }
}
