import type { Business } from "./api";
import { categoryTitle } from "./page-meta";
import { businessPath, categoryPath, cityCategoryPath, cityPath, paths } from "./paths";

/**
 * The trail from the home page to a page. The page draws it (client/src/components/ui/breadcrumbs.tsx)
 * and its head describes the same steps as a BreadcrumbList (shared/structured-data.ts), so the two
 * never name a step differently.
 */
export interface Crumb {
  name: string;
  path: string;
}

const home: Crumb = { name: "Home", path: paths.home };
// The names the pages themselves carry as their headings.
const allCities: Crumb = { name: "All Cities", path: paths.cities };
const allCategories: Crumb = { name: "All Categories", path: paths.categories };

/** Home › All Cities › Portland, OR. */
export function cityTrail(place: { label: string; path: string }): Crumb[] {
  return [home, allCities, { name: place.label, path: place.path }];
}

/** Home › Houston, TX › Restaurants: a category's page in a town. */
export function cityCategoryTrail(place: { label: string; path: string }, category: { name: string; path: string }): Crumb[] {
  return [home, { name: place.label, path: place.path }, category];
}

/** Home › All Categories. */
export function categoriesTrail(): Crumb[] {
  return [home, allCategories];
}

/** Home › All Categories › Restaurants. */
export function categoryTrail(name: string, path: string): Crumb[] {
  return [home, allCategories, { name, path }];
}

/** "Houston, TX", or the town alone when it has no state, as its own page names it. */
function townLabel(city: string, state: string | null): string {
  return state ? `${city}, ${state}` : city;
}

/**
 * Home › Houston, TX › Restaurants › Lone Star Pizza, where Restaurants is the group's page in that town;
 * without a town, Home › Restaurants › Lone Star Pizza, the group's page.
 */
export function businessTrail(business: Pick<Business, "name" | "slug" | "city" | "state" | "categoryGroup">): Crumb[] {
  const group = categoryTitle(business.categoryGroup);
  const { city, state } = business;
  const between = city
    ? [
        { name: townLabel(city, state), path: cityPath(city, state) },
        { name: group, path: cityCategoryPath(city, state, business.categoryGroup) },
      ]
    : [{ name: group, path: categoryPath(business.categoryGroup) }];
  return [home, ...between, { name: business.name, path: businessPath(business) }];
}
