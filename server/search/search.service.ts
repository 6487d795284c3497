import type { BusinessRow } from "../../shared/schema";
import { defaultRadiusMiles, type GeoBox, type GeoPoint, type NearbyBusiness, type SearchInfo, type SearchSort, type Suggestion } from "../../shared/api";
import { searchResultsServed } from "../../shared/constants";
import type { DataVersion } from "../cache/data-version";
import type { Db } from "../db/database";
import type { FacetCache, Facets } from "../facets/facets";
import { HttpError } from "../http/errors";
import { correctWords, type Correction } from "./corrections";
import { elsewhere } from "./other-towns";
import { pointArea, typedTown, understandLocation, type Place } from "./places";
import { planOf, textQueries } from "./search-plan";
import {
  broadNearestPage,
  broadSearchPage,
  countedSearchPage,
  estimatedMatches,
  matchCount,
  nearestWalkPage,
  nearestWalked,
  readWay,
  walkedBroadPage,
  selectByIds,
  type PageRange,
  type RankedId,
  type SearchSpec,
  wordsReadLimit,
} from "./search.queries";
import { boxPage, plainBox } from "./box.queries";
import { nearbyBusinessesOf } from "./nearby";
import { OpenNowLists } from "./open-now";
import { alternativesOf, searchWords } from "./search-words";
import { SuggestService } from "./suggest";
import { TopShare } from "./top-share";

/** A search as the public lists ask it: text, place, filters and order. */
export interface SearchRequest {
  search?: string;
  location?: string;
  near?: GeoPoint;
  radius?: number;
  /** Only businesses inside this box. */
  bbox?: GeoBox;
  sort?: SearchSort;
  openNow?: boolean;
  minRating?: number;
  /** Filters of the list the search runs in: a category page, a city page, the browse filters. */
  categorySlug?: string;
  group?: string;
  cityKey?: string;
  /** With cityKey, one town of a name several states share ("" for the one listed without a state). */
  state?: string;
  /** null: businesses listed with no country. */
  country?: string | null;
  verified?: boolean;
}

export interface SearchResult {
  rows: BusinessRow[];
  distances: Map<number, number>;
  totalCount: number;
  totalExact: boolean;
  /** How many results its pages hold: every match when counted, else as far as a search serves. */
  served: number;
  info: SearchInfo;
}

/**
 * Words in at least one business in this many are read nearest first in an area (nearestMatches): the
 * 10,000 businesses nearest a point then hold some 250 matches or more ("pizza": one in 25 at ten million).
 */
const commonWordShare = 40;

/** The most rows a broad search's first try walks. */
const maxWalk = 50_000;

/**
 * A town's words, which the document holds too (weight D): the text index then narrows by place as well; a state's
 * word only for a state alone. Beside a town, the state's word narrowed nothing that the town's word and the state
 * column do not, and tripled the index's work: "tx" is in 928,000 documents at ten million ("garden" in Austin, TX:
 * 21 ms with it, 7 ms without).
 */
const placeWords = (cityKey: string | undefined, state: string | undefined) => searchWords(cityKey ?? state ?? "");

/** What a search that ran holds before its rows are read. */
interface Found {
  ids: RankedId[];
  total: number;
  exact: boolean;
  /** Set when the pages hold fewer than a broad search serves (the open ones of its best matches). */
  served?: number;
}

/** Where a search looked, as the answer says it. */
function locationInfo(place: Place | undefined): SearchInfo["location"] {
  return place ? { label: place.label, kind: place.kind, radiusMiles: place.point ? (place.radius ?? null) : null } : null;
}

function nothingFound(place: Place | undefined): SearchResult {
  return {
    rows: [],
    distances: new Map(),
    totalCount: 0,
    totalExact: true,
    served: 0,
    info: { query: null, corrections: [], location: locationInfo(place), placeChoices: [], nearbyCities: [], widerRadiusMiles: null, sort: "relevance" },
  };
}

export class SearchService {
  private readonly openNow: OpenNowLists;
  private readonly suggestions: SuggestService;
  private readonly topShare: TopShare;

  constructor(
    private readonly db: Db,
    private readonly facets: FacetCache,
    data: Pick<DataVersion, "version">,
    /** Matches a search counts exactly; past them it reports that there are more. */
    private readonly countUpTo: number,
  ) {
    this.topShare = new TopShare(db, data);
    this.openNow = new OpenNowLists(db, facets, data, this.topShare);
    this.suggestions = new SuggestService(db, facets, this.topShare);
  }

  /** Suggestions as a visitor types (suggest.ts). */
  suggest(text: string, field: "what" | "where"): Promise<Suggestion[]> {
    return this.suggestions.suggest(text, field);
  }

  /** Others of a business's group near it, nearest first (nearby.ts). */
  nearby(business: BusinessRow): Promise<NearbyBusiness[]> {
    return nearbyBusinessesOf(this.db, business);
  }

  /**
   * A page of the search's results, within the first `searchResultsServed` (decision 029): a page past
   * them reads no rows and answers the total as the first page counts it, at the first page's cost
   * (a page 10,000 deep once read every match up to it, and node parsed them all).
   */
  async search(request: SearchRequest, asked: PageRange): Promise<SearchResult> {
    const deep = asked.offset >= searchResultsServed;
    const page = deep ? { offset: 0, limit: 1 } : { offset: asked.offset, limit: Math.min(asked.limit, searchResultsServed - asked.offset) };
    const facets = await this.facets.get();
    const given = this.givenPlace(request, facets);
    const typed = request.search ? searchWords(request.search) : [];
    // Text with no word in it ("%", "the") matches nothing rather than everything.
    if (request.search && typed.length === 0) return nothingFound(given);
    let { plan, found, sort } = await this.find(request, typed, given, facets, page);
    let corrections: Correction[] = [];
    // Every word must match, so a search with results has no word the directory lacks. One that found
    // nothing may hold a typo: its unknown words are corrected to the closest the directory holds, once.
    if (found.total === 0 && typed.length > 0) {
      const corrected = await correctWords(this.db, typed);
      if (corrected.corrections.length > 0) {
        ({ plan, found, sort } = await this.find(request, corrected.words, given, facets, page));
        corrections = corrected.corrections;
      }
    }
    if (deep) found = { ...found, ids: [] };
    const rows = await selectByIds(
      this.db,
      found.ids.map((r) => r.id),
    );
    const distances = new Map(found.ids.filter((r) => r.distance !== null).map((r) => [r.id, Math.round((r.distance ?? 0) * 10) / 10]));
    const place = plan.place;
    // A town's own page (cityKey) has no other town to offer.
    const other =
      found.total === 0 && place && !request.cityKey
        ? await elsewhere(this.db, await this.specOf(request, plan.words, undefined, "relevance"), place, facets)
        : undefined;
    const cityCorrection = place?.correction ? [place.correction] : [];
    return {
      rows,
      distances,
      totalCount: found.total,
      totalExact: found.exact,
      served: Math.min(found.served ?? (found.exact ? found.total : searchResultsServed), searchResultsServed),
      info: {
        query: plan.words.length ? plan.words.join(" ") : null,
        corrections: [...corrections, ...cityCorrection],
        location: locationInfo(place),
        placeChoices: place?.choices ?? [],
        nearbyCities: other?.towns ?? [],
        widerRadiusMiles: other?.widerRadius ?? null,
        sort,
      },
    };
  }

  /** The words' plan (which are place words) and its page. */
  private async find(request: SearchRequest, words: string[], given: Place | undefined, facets: Facets, page: PageRange) {
    let plan = planOf(words, given, facets, request.radius);
    const sort = request.sort ?? (plan.words.length === 0 && plan.place?.point ? "distance" : "relevance");
    if (sort === "distance" && !plan.place?.point && !given?.point) {
      throw new HttpError(400, "Sorting by distance needs a point: a ZIP code as the location, or near=LAT,LNG", {
        sort: ["distance needs a ZIP code location or near"],
      });
    }
    let found = await this.run(request, plan.words, plan.place, sort, page);
    if (found.total === 0 && plan.fromWords) {
      // The place words may have been part of a name after all ("Houston's Grill").
      const whole = { words, place: undefined, fromWords: false };
      const again = await this.run(request, whole.words, undefined, sort === "distance" ? "relevance" : sort, page);
      if (again.total > 0) [plan, found] = [whole, again];
    }
    return { plan, found, sort };
  }

  private givenPlace(request: SearchRequest, facets: Facets): Place | undefined {
    if (request.near) return pointArea(request.near, request.radius);
    if (request.location) return understandLocation(request.location, facets, request.radius) ?? typedTown(request.location);
    return undefined;
  }

  private async specOf(request: SearchRequest, words: string[], place: Place | undefined, sort: SearchSort): Promise<SearchSpec> {
    const cityKey = request.cityKey ?? place?.cityKey;
    const state = request.state ?? place?.state;
    const texts = textQueries(words, placeWords(cityKey, state));
    return {
      text: texts,
      cityKey,
      state,
      zipCode: place?.zipCode,
      area: place?.point ? { point: place.point, radius: place.radius ?? defaultRadiusMiles, zipCode: place.areaZip } : undefined,
      box: request.bbox,
      categorySlug: request.categorySlug,
      group: request.group,
      country: request.country,
      verified: request.verified,
      minRating: request.minRating,
      sort,
    };
  }

  /**
   * Words so common that the businesses nearest a point hold many of their matches (one business in
   * `commonWordShare` or more) in an area: read from those businesses and the top quality's name
   * matches (nearestWalkPage), the walk as long as should hold a quarter more matches than a search
   * serves, at most `nearestWalked`. Undefined for other words, and when the walk could not tell the total.
   */
  private async nearestMatches(
    spec: SearchSpec & { area: NonNullable<SearchSpec["area"]> },
    page: PageRange,
    words: number,
    businessCount: number,
  ): Promise<Found | undefined> {
    if (words * commonWordShare < businessCount) return undefined;
    const walk = Math.min(nearestWalked, Math.ceil((1.25 * (searchResultsServed + 1) * businessCount) / words));
    const found = await nearestWalkPage(this.db, spec, page, walk);
    if (!found) return undefined;
    if (!found.broad && found.total <= this.countUpTo) return { ids: found.ids, total: found.total, exact: true };
    return { ids: found.ids, total: Math.max(this.countUpTo, page.offset + found.ids.length), exact: false };
  }

  private async run(request: SearchRequest, words: string[], place: Place | undefined, sort: SearchSort, page: PageRange): Promise<Found> {
    let spec = await this.specOf(request, words, place, sort);
    if (request.openNow) return this.openNow.page(spec, page);
    const box = plainBox(spec);
    if (box) {
      const found = await boxPage(this.db, box, page, this.countUpTo);
      if (found.total !== undefined) return { ids: found.ids, total: found.total, exact: true };
      return { ids: found.ids, total: Math.max(this.countUpTo, page.offset + found.ids.length), exact: false };
    }
    // Words PostgreSQL expects to match many rows are tried as broad first: walking the best rows finds the page
    // in a few hundred rows, where counting a thousand matches of two common words costs far more at a million.
    const businessCount = (await this.facets.get()).total;
    const matches = spec.text ? await estimatedMatches(this.db, spec, await this.topShare.get()) : undefined;
    if (spec.area && matches && spec.sort !== "distance") {
      const walked = await this.nearestMatches({ ...spec, area: spec.area }, page, matches.words, businessCount);
      if (walked) return walked;
    }
    // Words matching few rows are read through their own index, the area checked on them.
    if (spec.area && matches && matches.words <= wordsReadLimit) spec = { ...spec, areaByWords: true };
    const wanted = page.offset + page.limit + 1;
    const broadExpected = matches !== undefined && matches.all >= this.countUpTo;
    if (broadExpected && readWay({ matches: matches.all, top: matches.allTop }, wanted, businessCount) === "walk") {
      const walked = await walkedBroadPage(this.db, spec, page, { scan: maxWalk, atLeast: 2 * this.countUpTo, businessCount, matches });
      if (walked) return { ids: walked.ids, total: Math.max(this.countUpTo, page.offset + walked.ids.length), exact: false };
    }
    // In an area ranked by anything but distance, a broad search's page is read from every match (broadSearchPage):
    // read once, counted as it is read. Counting up to a thousand first read the same rows twice: at ten million,
    // 400 ms before the 1.0–1.4 s of a word around a Manhattan ZIP.
    if (spec.area && spec.sort !== "distance") {
      const every = await countedSearchPage(this.db, spec, page, undefined);
      if (every.total <= this.countUpTo) return { ids: every.ids, total: every.total, exact: true };
      return this.broadFound(every.ids, every.total > page.offset + every.ids.length, page);
    }
    // An area nearest first whose inner square alone holds more than a search counts: its page without counting the circle.
    if (spec.area) {
      const dense = await broadNearestPage(this.db, { ...spec, area: spec.area }, page, this.countUpTo);
      if (dense) return this.broadFound(dense.ids, dense.more, page);
    }
    // Expected broad, it is counted without reading the matches' columns (half the time of the counted page), unless
    // PostgreSQL's figure settles it. It lists its most common words with their share of the rows, close enough that one
    // word it expects at twice what a search counts is broad (counting a thousand of a word with 5,000 matches took 16 ms
    // at ten million). A word it does not list gets one fixed share whatever its matches (unlistedWordRows), mostly a
    // few: the counted page reads those at once.
    let broad = false;
    if (broadExpected && !spec.area && matches.all > (await this.topShare.unlistedWordRows())) {
      // One word without synonyms: the figure of a word group sums or multiplies those of its words.
      const oneWord = words.length === 1 && alternativesOf(words[0] as string).length === 1;
      broad = (oneWord && matches.all >= 2 * this.countUpTo) || (await matchCount(this.db, spec, this.countUpTo)) > this.countUpTo;
    }
    if (!broad) {
      const counted = await countedSearchPage(this.db, spec, page, this.countUpTo);
      if (counted.total <= this.countUpTo) return { ids: counted.ids, total: counted.total, exact: true };
    }
    const found = await broadSearchPage(this.db, spec, page, matches && { matches, businessCount });
    return this.broadFound(found.ids, found.more, page);
  }

  /** A broad search's page, and `more` when matches follow it: its total is exact only on its last page. */
  private broadFound(ids: RankedId[], more: boolean, page: PageRange): Found {
    const seen = page.offset + ids.length;
    if (ids.length > 0 && !more) return { ids, total: seen, exact: true };
    // Past the end of a broad search all that is known is that it is broad.
    return { ids, total: ids.length > 0 ? Math.max(this.countUpTo, seen) : this.countUpTo, exact: false };
  }
}
