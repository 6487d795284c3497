import { categoryGroupOf } from "../../shared/categories";
import type { FacetRow } from "../../shared/schema";
import type { DataVersion } from "../cache/data-version";
import type { Db } from "../db/database";
import { readFacetCounts, rebuildFacetCounts } from "./facets.queries";

interface Facet {
  key: string;
  label: string;
  count: number;
}

/** A city in one state: "Portland, OR" and "Portland, ME" are two places of one city key. */
export interface PlaceFacet {
  /** "portland|OR": the city key and the state ("" without one). */
  key: string;
  cityKey: string;
  city: string;
  state: string;
  /** "Portland, OR", or the city alone when the state is unknown. */
  label: string;
  count: number;
}

export interface Facets {
  total: number;
  verified: number;
  /** Most businesses first; ties alphabetically. */
  cities: Facet[];
  categories: (Facet & { group: string })[];
  countries: Facet[];
  cityByKey: Map<string, Facet>;
  categoryBySlug: Map<string, Facet>;
  groupCounts: Map<string, number>;
  countryByKey: Map<string, Facet>;
  /** Most businesses first. */
  places: PlaceFacet[];
  /** Alphabetical by label. */
  placesByName: PlaceFacet[];
  placeByKey: Map<string, PlaceFacet>;
  /** The towns of each city key, most businesses first. */
  placesByCity: Map<string, PlaceFacet[]>;
}

function placeOf(facet: Facet): PlaceFacet {
  const at = facet.key.lastIndexOf("|");
  const state = facet.key.slice(at + 1);
  return {
    key: facet.key,
    cityKey: facet.key.slice(0, at),
    city: facet.label,
    state,
    label: state ? `${facet.label}, ${state}` : facet.label,
    count: facet.count,
  };
}

function groupByCity(places: PlaceFacet[]): Map<string, PlaceFacet[]> {
  const byCity = new Map<string, PlaceFacet[]>();
  for (const place of places) byCity.set(place.cityKey, [...(byCity.get(place.cityKey) ?? []), place]);
  return byCity;
}

const byCountThenLabel = (a: Facet, b: Facet) => b.count - a.count || a.label.localeCompare(b.label);

function build(rows: FacetRow[]): Facets {
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ key: r.key, label: r.label, count: r.businessCount }))
      .sort(byCountThenLabel);
  const single = (kind: string) => rows.find((r) => r.kind === kind)?.businessCount ?? 0;
  const cities = of("city");
  const categories = of("category").map((c) => ({ ...c, group: categoryGroupOf(c.label) }));
  const countries = of("country");
  const places = of("place").map(placeOf);
  return {
    total: single("total"),
    verified: single("verified"),
    cities,
    categories,
    countries,
    cityByKey: new Map(cities.map((c) => [c.key, c])),
    categoryBySlug: new Map(categories.map((c) => [c.key, c])),
    groupCounts: new Map(of("group").map((g) => [g.key, g.count])),
    countryByKey: new Map(countries.map((c) => [c.key.toLowerCase(), c])),
    places,
    placesByName: [...places].sort((a, b) => a.label.localeCompare(b.label, "en")),
    placeByKey: new Map(places.map((p) => [p.key, p])),
    placesByCity: groupByCity(places),
  };
}

/**
 * The counts every page shows, held in memory and read again once the data has changed (a new data
 * version): after a write in this process or another instance's notification.
 */
export class FacetCache {
  private held: { version: number; facets: Promise<Facets> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly data: Pick<DataVersion, "version">,
  ) {}

  get(): Promise<Facets> {
    const version = this.data.version;
    if (this.held?.version !== version) {
      const facets: Promise<Facets> = readFacetCounts(this.db).then(build, (error: unknown) => {
        if (this.held?.facets === facets) this.held = undefined;
        throw error;
      });
      this.held = { version, facets };
    }
    return this.held.facets;
  }
}

/** Recounts every facet after a write that changed many rows, and makes every reader, here and elsewhere, see the new counts. */
export async function recountFacets(db: Db, data: DataVersion): Promise<void> {
  await rebuildFacetCounts(db, data.id);
  data.changed();
}
