import type { Business } from "./api";
import { findCategoryGroup } from "./categories";
import { paths } from "./paths";
import { countOf } from "./format";
import { categorySlug } from "./slug";

/**
 * Titles and descriptions of every public page, in one place: the server puts
 * them in the HTML it sends (for crawlers) and the client sets the same through
 * react-helmet-async, so the two never disagree.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** Longer titles are cut in search results, and HTML checkers flag them. */
const maxTitleLength = 70;

/**
 * "About us | Main Street"; a title that already names the site stays as it is. Past 70 characters the
 * site's name goes, and a title still too long is cut at a word, with an ellipsis.
 */
export function pageTitle(title: string, siteName: string): string {
  const named = title.includes(siteName) ? title : `${title} | ${siteName}`;
  if (named.length <= maxTitleLength) return named;
  if (title.length <= maxTitleLength) return title;
  const cut = title.slice(0, maxTitleLength - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > maxTitleLength / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,–-]+$/, "")}…`;
}

const staticPageMeta: Record<string, (siteName: string) => PageMeta> = {
  [paths.home]: (site) => ({
    title: `${site}: Find Local Businesses Across America`,
    description:
      "Search local businesses by name, city, state or ZIP code. Hours, phone numbers, addresses and ratings for businesses across the United States.",
  }),
  [paths.browse]: () => ({
    title: "Browse All Businesses",
    description: "Browse and search every business in the directory by name, category, city, state or ZIP code, with ratings, hours and phone numbers.",
  }),
  [paths.cities]: () => ({
    title: "All Cities",
    description: "Every city in the directory with the number of businesses listed there, from A to Z. Pick a city to see its local businesses.",
  }),
  [paths.categories]: () => ({
    title: "All Categories",
    description: "Every category in the directory with the number of businesses listed in it, grouped from restaurants to home services. Pick one to browse.",
  }),
  [paths.about]: (site) => ({
    title: "About us",
    description: `Learn what ${site} is: a free directory of local US businesses with addresses, phone numbers, hours and ratings, by city and category.`,
  }),
  [paths.contact]: (site) => ({
    title: "Contact us",
    // No promise of a reply here: a site without CONTACT_EMAIL or CONTACT_PHONE has no way to be reached (the page says so).
    description: `How to reach ${site} to list or update a business, report an error or ask about advertising, with answers to the questions we are asked most.`,
  }),
  [paths.addBusiness]: (site) => ({
    title: "Add or update your business",
    description: `List your business on ${site} for free, or correct an existing listing: e-mail us your details and a way to verify ownership.`,
  }),
  [paths.advertise]: (site) => ({
    title: "Advertise with us",
    description: `Advertise on ${site}: a 300x250 display slot and affiliate banners on business pages, always labeled and never affecting listings or rankings.`,
  }),
  [paths.privacy]: (site) => ({
    title: "Privacy Policy",
    description: `How ${site} handles information: public business data, analytics, cookies, bookmarks kept in your browser, and how to request corrections or removal.`,
  }),
  [paths.terms]: (site) => ({
    title: "Terms of Service",
    description: `The terms for using ${site}: a free directory provided as is, acceptable use, advertising and affiliate links, corrections and liability.`,
  }),
  [paths.saved]: (site) => ({
    title: "Saved businesses",
    description: `The businesses you saved on ${site}, kept in this browser only: their current hours, ratings and phone numbers in one list.`,
  }),
};

/** The meta of a fixed page by its path. */
export function staticMeta(path: string, siteName: string): PageMeta {
  return staticPageMeta[path]?.(siteName) ?? notFoundMeta;
}

export const notFoundMeta: PageMeta = {
  title: "Page not found",
  description: "The page you asked for does not exist or has moved.",
};

const listings = (total: number | undefined, one: string, other: string) => (total === undefined ? other : countOf(total, one, other));

export function cityMeta(city: string, total?: number): PageMeta {
  return {
    title: `Businesses in ${city}`,
    description: `Local businesses in ${city}: ${listings(total, "listing", "listings")} with ratings, opening hours, phone numbers and addresses.`,
  };
}

/** A category in a town: "Restaurants in Houston, TX". */
export function cityCategoryMeta(category: string, town: string, total?: number): PageMeta {
  return {
    title: `${category} in ${town}`,
    description: `${category} in ${town}: ${listings(total, "local business", "local businesses")} with ratings, opening hours, phone numbers and addresses.`,
  };
}

/** A city name several states share: its page asks which town (`labels`: "Portland, OR", "Portland, ME"). */
export function cityChoiceMeta(name: string, labels: string[]): PageMeta {
  return {
    title: `Businesses in ${name}`,
    description: `${name} is the name of ${countOf(labels.length, "town")} in the directory: ${labels.join("; ")}. Choose one to see its local businesses.`,
  };
}

/**
 * A category as its page in a town names it: a group by its own name and slug; a fine category by
 * the name its businesses carry (`listed`, one of them, when there is one) and its one slug.
 */
export function townCategoryName(value: string, listed?: Pick<Business, "category">): { slug: string; name: string } {
  const group = findCategoryGroup(value);
  if (group) return { slug: group.slug, name: group.name };
  return { slug: categorySlug(value), name: listed?.category ?? categoryTitle(value) };
}

/** Hyphens back to spaces and the title capitalised; a group shows its own name. */
export function categoryTitle(slug: string): string {
  const group = findCategoryGroup(slug);
  if (group) return group.name;
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function categoryMeta(name: string, total?: number): PageMeta {
  return {
    title: `${name} near you`,
    description: `${name}: ${listings(total, "local business", "local businesses")} with ratings, opening hours, phone numbers and addresses across the United States.`,
  };
}

/**
 * /cities: "All Cities", "All Cities – C, page 2" (`letter` is the one in the
 * canonical address, none for the first), or "Cities matching “port”".
 */
export function citiesMeta(state: { letter?: string; q?: string; page: number }): PageMeta {
  const base = staticMeta(paths.cities, "");
  if (state.q) return { ...base, title: `Cities matching “${state.q}”` };
  const parts = [state.letter, state.page > 1 ? `page ${state.page}` : undefined].filter(Boolean);
  return parts.length ? { ...base, title: `${base.title} – ${parts.join(", ")}` } : base;
}

/** Browse with a search names it in the title; the description stays the page's own. */
export function browseMeta(state: { q?: string; location?: string }): PageMeta {
  const parts = [state.q && `"${state.q}"`, state.location && `in ${state.location}`].filter(Boolean);
  const base = staticMeta(paths.browse, "");
  return parts.length ? { ...base, title: `Businesses matching ${parts.join(" ")}` } : base;
}

const businessTitleLength = 55;

/** The SEO fields, else defaults built from the business's own fields. */
export function businessMeta(business: Business): PageMeta {
  const place = [business.city, business.state].filter(Boolean).join(", ");
  const where = place ? ` in ${place}` : "";
  const full = `${business.name} – ${business.category}${where}`;
  return {
    // Room for the site's name after it: a long one leaves out the category, which the page says first.
    title: business.seoTitle ?? (full.length <= businessTitleLength ? full : `${business.name}${where}`),
    description:
      business.seoDescription ??
      business.description ??
      `${business.name}: ${business.category}${place ? ` in ${place}` : ""}. Opening hours, phone number, address and ratings.`,
  };
}
