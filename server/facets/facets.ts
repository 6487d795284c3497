import { randomUUID } from "node:crypto";
import { categoryGroupOf } from "../../shared/categories";
import type { FacetRow } from "../../shared/schema";
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
 * The counts every page shows, held in memory and reloaded only after the data
 * changes: at once after a write in this process (`refresh()`), and on another
 * instance's or the seed script's notification (`changedElsewhere()`).
 */
export class FacetCache {
  private loading: Promise<Facets> | undefined;
  private readonly listeners = new Set<() => void>();
  /** Names this cache's writes in change notifications. */
  readonly id = randomUUID();
  /** Bumped by every refresh: caches built from the data (sitemaps) compare it. */
  version = 0;
  /** When this process last saw the data change (start-up counts as a change). */
  changedAt = new Date();

  constructor(private readonly db: Db) {}

  get(): Promise<Facets> {
    this.loading ??= readFacetCounts(this.db).then(build, (error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  /** Recounts after a write and makes the next read see the new counts. */
  async refresh(): Promise<void> {
    await rebuildFacetCounts(this.db, this.id);
    this.invalidate();
  }

  /** A change notification: ignored when it reports this cache's own write, already applied. */
  changedElsewhere(source: string): void {
    if (source !== this.id) this.invalidate();
  }

  /**
   * After a write that updated the counts, or announced itself (announceDataChange), in its own
   * transaction (an import, an edit of no counted field): reload them, and retire what was built before.
   */
  invalidate(): void {
    this.retire();
    for (const listener of this.listeners) listener();
  }

  /** Called after every change of the data (not after a `retire`). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Makes every answer built from the data until now stale, without it being a change (a replica caught up). */
  retire(): void {
    this.loading = undefined;
    this.version += 1;
    this.changedAt = new Date();
  }
}
