import type { CategoryCities, CityCategories, TownCategory } from "../../shared/api";
import { findCategoryGroup } from "../../shared/categories";
import { categorySlug } from "../../shared/slug";
import type { Db } from "../db/database";
import { notFound } from "../http/errors";
import { cityPlaceOf, lookUpCity, placeCategoryPath } from "../facets/city-places";
import type { Facets, PlaceFacet } from "../facets/facets";
import { selectPairCount, selectPairsOf, type PairCountRow, type PairKind } from "../facets/pair-counts.queries";
import type { BusinessFilter } from "./directory.queries";

/** How many categories a town's answer and how many towns a category's answer name at most. */
const townCategoriesListed = 40;
const categoryTownsListed = 24;

/** A category as a page names it: a group's slug or a fine category's, with its filter and its counts' kind. */
export interface NamedCategory {
  slug: string;
  label: string;
  kind: PairKind;
  filter: Pick<BusinessFilter, "group" | "categorySlug">;
}

/** A group wins over a fine category of the same name, as on the category pages; undefined for neither. */
export function namedCategory(value: string, facets: Facets): NamedCategory | undefined {
  const group = findCategoryGroup(value);
  if (group) return { slug: group.slug, label: group.name, kind: "place-group", filter: { group: group.slug } };
  const slug = categorySlug(value);
  const category = facets.categoryBySlug.get(slug);
  return category && { slug, label: category.label, kind: "place-category", filter: { categorySlug: slug } };
}

/** The one town a name stands for ("Portland, OR", or a name only one state has); several of one name must be chosen. */
function oneTown(name: string, state: string | undefined, facets: Facets): PlaceFacet {
  const found = lookUpCity(name, state, facets);
  if (!found) throw notFound(`No businesses found in city "${name}"`);
  const place = found.place ?? (found.places.length === 1 ? found.places[0] : undefined);
  if (!place) throw notFound(`Several towns are named "${name}": name one with its state, e.g. "${found.places[0]?.label ?? name}"`);
  return place;
}

const townCategoryOf =
  (place: PlaceFacet, facets: Facets, label: (row: PairCountRow) => string) =>
  (row: PairCountRow): TownCategory => ({
    slug: row.slug,
    label: label(row),
    path: placeCategoryPath(place, facets, row.slug),
    businessCount: row.businessCount,
  });

/** A town's groups and fine categories, most businesses first, from the counts. */
export async function townCategories(db: Db, facets: Facets, name: string, state?: string): Promise<CityCategories> {
  const place = oneTown(name, state, facets);
  const [groups, categories] = await Promise.all([
    selectPairsOf(db, "place-group", "place", place.key, townCategoriesListed),
    selectPairsOf(db, "place-category", "place", place.key, townCategoriesListed),
  ]);
  return {
    place: cityPlaceOf(place, facets),
    groups: groups.map(townCategoryOf(place, facets, (row) => findCategoryGroup(row.slug)?.name ?? row.label)),
    categories: categories.map(townCategoryOf(place, facets, (row) => row.label)),
  };
}

/** The towns with most businesses of a group or a fine category, from the counts. */
export async function categoryTowns(db: Db, facets: Facets, value: string): Promise<CategoryCities> {
  const category = namedCategory(value, facets);
  if (!category) throw notFound(`No businesses found in category "${value}"`);
  const rows = await selectPairsOf(db, category.kind, "slug", category.slug, categoryTownsListed);
  const towns = rows.flatMap((row) => {
    const place = facets.placeByKey.get(row.place);
    return place ? [{ label: place.label, path: placeCategoryPath(place, facets, category.slug), businessCount: row.businessCount }] : [];
  });
  return { category: { slug: category.slug, label: category.label, kind: category.kind === "place-group" ? "group" : "category" }, towns };
}

/** How many businesses of `category` the towns hold: 0 when none. */
export async function pairTotal(db: Db, category: NamedCategory, places: readonly PlaceFacet[]): Promise<number> {
  const counts = await Promise.all(places.map((place) => selectPairCount(db, category.kind, place.key, category.slug)));
  return counts.reduce((sum, row) => sum + (row?.businessCount ?? 0), 0);
}
