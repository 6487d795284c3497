import { sql } from "drizzle-orm";
import { ratingScale } from "./business-rules";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export type OpeningHours = Record<string, string>;
export type BusinessAttributes = Record<string, Record<string, boolean | string>>;
/** Hours besides the opening hours, by kind: {"Delivery": {"Monday": "11AM-9PM"}, "Holiday hours": {…}}. */
export type OtherHours = Record<string, Record<string, string>>;

/** Where a listing came from: an operator's import, the admin editor, the generated sample set, or an owner's accepted submission. */
export const businessSources = ["import", "admin", "sample", "submission"] as const;
export type BusinessSource = (typeof businessSources)[number];

export const businesses = pgTable(
  "businesses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    /** The fine category as imported, e.g. "Italian restaurant". */
    category: text("category").notNull(),
    categorySlug: text("category_slug").notNull(),
    /** The broad group the site links, e.g. "restaurants" (see shared/categories.ts). */
    categoryGroup: text("category_group").notNull(),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    zipCode: text("zip_code"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    isVerified: boolean("is_verified").notNull().default(false),
    businessStatus: text("business_status"),
    description: text("description"),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timeZone: text("time_zone"),
    placeId: text("place_id").unique(),
    locationLink: text("location_link"),
    reviewsLink: text("reviews_link"),
    /** Attribute groups from the import's `about` column, e.g. {"Amenities": {"Restroom": true}}. */
    attributes: jsonb("attributes").$type<BusinessAttributes>(),
    /**
     * The links Outscraper's layout names menu_link, reservation_links and order_links: http(s) only.
     * A list is NULL, not [], when there is none: the import writes NULLs far faster (decision 018).
     */
    menuLink: text("menu_link"),
    reservationLinks: jsonb("reservation_links").$type<string[]>(),
    orderLinks: jsonb("order_links").$type<string[]>(),
    otherHours: jsonb("other_hours").$type<OtherHours>(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    canonicalUrl: text("canonical_url"),
    /** Generated "About" text (200+ words) written from the business's own data. */
    seoAbout: text("seo_about"),
    source: text("source").$type<BusinessSource>().notNull().default("import"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order of every list: the Bayesian average of rating and review count
     * (a 5.0 from 3 reviews ranks below a 4.8 from 900), and a permanently closed
     * business below every open one. Search ranks equal matches by it too.
     */
    rank: doublePrecision("rank")
      .notNull()
      .generatedAlwaysAs(sql`business_rank(rating, review_count, business_status)`),
  },
  (t) => [
    // Written out as numbers (sql.raw), as the constraint has always been: a parameter would change its text.
    check("businesses_rating_range", sql`${t.rating} >= ${sql.raw(String(ratingScale.min))} AND ${t.rating} <= ${sql.raw(String(ratingScale.max))}`),
    check("businesses_review_count_positive", sql`${t.reviewCount} >= 0`),
    // Every list is ordered best first by rank, then id for a stable order.
    index("businesses_rank_idx").on(t.rank.desc(), t.id),
    // The two town indexes also hold the city itself (INCLUDE, migration 0022, which drizzle cannot
    // write), so a town's page is read from the index alone.
    index("businesses_city_rank_idx").on(sql`lower(${t.city})`, t.rank.desc(), t.id),
    // One town of a name several states share (Portland, ME beside Portland, OR): its rows in rank order,
    // without walking the other towns' (decision 004). The index above keeps the name alone, all its towns.
    index("businesses_city_state_rank_idx").on(sql`lower(${t.city})`, t.state, t.rank.desc(), t.id),
    // A category, or a group, in one town: its page walks these in rank order (migration 0026 also
    // includes the city, as 0022 does above).
    index("businesses_city_state_category_rank_idx").on(sql`lower(${t.city})`, t.state, t.categorySlug, t.rank.desc(), t.id),
    index("businesses_city_state_group_rank_idx").on(sql`lower(${t.city})`, t.state, t.categoryGroup, t.rank.desc(), t.id),
    index("businesses_category_rank_idx").on(t.categorySlug, t.rank.desc(), t.id),
    index("businesses_group_rank_idx").on(t.categoryGroup, t.rank.desc(), t.id),
    // The verified businesses in rank order: the operator's table filtered to them reads these few rows,
    // not every row of its country or category (decision 048).
    index("businesses_verified_rank_idx")
      .on(t.rank.desc(), t.id)
      .where(sql`${t.isVerified}`),
    // Nearly every business shares one country, so a country's list walks the rank index; this finds
    // a rare country's few rows. A rank index per country cost each insert as much as any other index.
    index("businesses_country_idx").on(t.country),
    index("businesses_state_idx").on(t.state),
    index("businesses_zip_idx").on(t.zipCode),
  ],
);

/** PostgreSQL's text-search document type, which drizzle has no column for. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Rows of at least this quality (a small share of the best) have text indexes of their own
 * (partial, migration 0011): a search's best page is found among them, in a few hundred rows,
 * instead of among every match (decision 009).
 */
export const topQualityFloor = 4.8;
const topQuality = sql.raw(`quality >= ${topQualityFloor}::real`);

/**
 * What search reads, and nothing else: one narrow row per business, kept equal
 * to `businesses` by PostgreSQL itself (statement triggers, migration 0006).
 * `document` holds the words of the name (weight A), fine category (B), broad
 * group (C), and city and state (D), stemmed and without accents; `quality` is
 * the Bayesian average of rating and review count that ranks equal matches.
 */
export const businessSearch = pgTable(
  "business_search",
  {
    id: integer("id").primaryKey(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull(),
    quality: real("quality").notNull(),
    document: tsvector("document").notNull(),
    /** The name's words alone: tells a name match from the rest without reading the row. */
    nameDocument: tsvector("name_document").notNull(),
    /** Lower-cased city, as the city pages key it. */
    cityKey: text("city_key"),
    state: text("state"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** As on businesses: the operator's table filters a search by it without reading businesses. */
    isVerified: boolean("is_verified").notNull().default(false),
  },
  (t) => [
    index("business_search_document_idx").using("gin", t.document),
    index("business_search_name_document_idx").using("gin", t.nameDocument),
    index("business_search_top_document_idx").using("gin", t.document).where(topQuality),
    index("business_search_top_name_document_idx").using("gin", t.nameDocument).where(topQuality),
    // The few verified businesses' words: a search of them reads these, not every match of the words.
    index("business_search_verified_document_idx")
      .using("gin", t.document)
      .where(sql`${t.isVerified}`),
    // Both also hold the coordinates (and the point index the rank and id: INCLUDE, migration 0028, which
    // drizzle cannot write), so a map's box is counted and read from the indexes alone.
    index("business_search_quality_idx").on(t.quality.desc(), t.id),
    index("business_search_point_idx").using("gist", sql`point(${t.longitude}, ${t.latitude})`),
  ],
);

/**
 * The directory's own words (names, categories, cities), with how often each
 * occurs: typos are corrected only to one of these. Kept by the same triggers.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    occurrences: integer("occurrences").notNull(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/** Ids per block of `sitemapBlocks`: a business's block is (id - 1) / sitemapBlockSize. */
export const sitemapBlockSize = 1000;

/**
 * The businesses the sitemaps list (not closed for good), per block of 1,000 ids, and when one of them
 * last changed, joined or left: the sitemap index adds up the blocks of each file instead of reading
 * the businesses (decision 050). Kept by PostgreSQL itself, like business_search (statement triggers,
 * migration 0030), so every write keeps it, whichever path it takes.
 */
export const sitemapBlocks = pgTable("sitemap_blocks", {
  block: integer("block").primaryKey(),
  listed: integer("listed").notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }),
});

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusinessRow = typeof businesses.$inferInsert;

/**
 * Counts per city, category, group, country and in total, and per category and group in each town
 * (the `pairKinds`), kept with every write so that no request ever groups or counts the whole
 * businesses table.
 */
export const facetCounts = pgTable(
  "facet_counts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    businessCount: integer("business_count").notNull(),
    /** Of them, those not closed for good: what the sitemaps list. Null on the `verified` row. */
    openCount: integer("open_count"),
    /** When a business of it last changed, joined or left it: a pair's lastmod. Null on the `verified` row. */
    changedAt: timestamp("changed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    // A town's categories, and a category's towns, read from their pair keys (server/facets/pair-counts.queries.ts).
    index("facet_counts_pair_place_idx").on(t.kind, sql`left(${t.key}, -length(split_part(${t.key}, '|', -1)) - 1)`, t.businessCount.desc()),
    index("facet_counts_pair_category_idx").on(t.kind, sql`split_part(${t.key}, '|', -1)`, t.businessCount.desc()),
  ],
);

/** Counts of a category ("place-category") or a group ("place-group") in one town, keyed "city|state|slug". */
export const pairKinds = ["place-category", "place-group"] as const;

/**
 * The categories in towns the sitemaps list (3 open businesses or more), per kind and town: how many,
 * and when one of the town's pairs last changed, joined or left. The sitemap index packs whole towns
 * into its files from these rows instead of walking every pair (decision 050). Kept by PostgreSQL from
 * facet_counts itself (statement triggers, migration 0032).
 */
export const sitemapPairTowns = pgTable(
  "sitemap_pair_towns",
  {
    kind: text("kind").notNull(),
    /** The pairs' key without the category: "city|state", as facet_counts_pair_place_idx reads it. */
    town: text("town").notNull(),
    listed: integer("listed").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.town] })],
);

export type FacetRow = typeof facetCounts.$inferSelect;

/** What the operator did and when: imports, SEO runs, edits and deletions, for the dashboard. */
export const adminEvents = pgTable(
  "admin_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_events_created_idx").on(t.createdAt.desc(), t.id.desc())],
);

export type AdminEventRow = typeof adminEvents.$inferSelect;

/**
 * One spreadsheet import, as a job the operator can watch, cancel and undo (server/admin/import-jobs.ts).
 * Kept here so that any instance answers for it and it outlives a restart.
 */
export const importJobs = pgTable("import_jobs", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  fileName: text("file_name").notNull(),
  /** One of shared/admin-api.ts importStatuses. */
  status: text("status").notNull(),
  rowsRead: integer("rows_read").notNull().default(0),
  rowsTotal: integer("rows_total"),
  imported: integer("imported").notNull().default(0),
  duplicatesSkipped: integer("duplicates_skipped").notNull().default(0),
  totalErrors: integer("total_errors").notNull().default(0),
  urlsDropped: integer("urls_dropped").notNull().default(0),
  phonesDropped: integer("phones_dropped").notNull().default(0),
  hoursUnreadable: integer("hours_unreadable").notNull().default(0),
  errors: jsonb("errors").$type<{ row: number; sheet?: string; message: string }[]>().notNull().default([]),
  message: text("message"),
  /** What the import does with a row whose place id is already listed: `skip` it, or `update` the business (decision 032). */
  existing: text("existing").$type<ExistingRows>().notNull().default("skip"),
  /** Listed businesses this import changed, and those it found equal to the file. */
  updated: integer("updated").notNull().default(0),
  unchanged: integer("unchanged").notNull().default(0),
  /** Fields the file would have changed but the operator had edited by hand: left as edited. */
  keptEdited: integer("kept_edited").notNull().default(0),
  /** The first 100 of them. */
  keptEditedList: jsonb("kept_edited_list").$type<KeptEditedField[]>().notNull().default([]),
  /** The businesses this import added, written with them in its transaction: what an undo takes out. */
  addedIds: integer("added_ids").array(),
  /** The trash batch its undo moved its businesses to: restoring that batch makes the job done again. */
  undoBatchId: uuid("undo_batch_id"),
  /** Set by an instance that does not run the job; the one that does reads it and stops. */
  cancelRequested: boolean("cancel_requested").notNull().default(false),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** Touched every few seconds by the instance running the job: a job left untouched was cut by a crash. */
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ImportJobRow = typeof importJobs.$inferSelect;

/**
 * Who runs a long job that only one instance may run at a time (SEO generation): a lease, renewed
 * while the job runs and taken over once it has not been renewed for a while (server/admin/job-lease.ts).
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  /** The instance, as the operator is told: host name and process id. */
  holder: text("holder").notNull(),
  /** Tells this holder's lease from another's with the same description. */
  token: text("token").notNull(),
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
  renewedAt: timestamp("renewed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Failed logins per client address, as rate-limiter-flexible's PostgreSQL store keeps them (server/admin/login-throttle.ts). */
export const loginFailures = pgTable("login_failures", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  /** When the window ends, in milliseconds since 1970. */
  expire: bigint("expire", { mode: "number" }),
});

/** The table connect-pg-simple expects (its table.sql), created by a migration. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

/**
 * Deleted businesses, each row whole (`row`, as `to_jsonb` wrote it), kept 30 days and then purged by the app
 * (server/admin/trash-purge.ts). Public code never reads it: `businesses` holds only what is live. A restore puts the
 * row back with its id and slug unless either, or its place id, was taken again meanwhile (decision 016).
 */
export const businessTrash = pgTable(
  "business_trash",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer("business_id").notNull(),
    /** One delete: a business, or every business of a "delete all", which an undo restores together. */
    batchId: uuid("batch_id").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    placeId: text("place_id"),
    row: jsonb("row").$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_trash_deleted_idx").on(t.deletedAt.desc(), t.id.desc()), index("business_trash_batch_idx").on(t.batchId)],
);

/** What an import does with a row whose place id is already listed. */
export const existingRowModes = ["skip", "update"] as const;
export type ExistingRows = (typeof existingRowModes)[number];

/** A field a refresh import left alone because the operator had edited it by hand, with the file's value. */
export interface KeptEditedField {
  id: number;
  name: string;
  field: string;
  value: unknown;
}

/**
 * Who changed a business: the operator by hand (`admin`, also reverts), a refresh import
 * (`import`, source_id the import job), or an accepted visitor suggestion (`suggestion`, source_id the item).
 */
export const editSources = ["admin", "import", "suggestion"] as const;
export type EditSource = (typeof editSources)[number];

/** One change of a business: the fields it changed, before and after, and who made it (server/admin/business-history.queries.ts). */
export const businessEdits = pgTable(
  "business_edits",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer("business_id").notNull(),
    /** The changed fields' values before the edit, by API field name. */
    previous: jsonb("previous").$type<Record<string, unknown>>().notNull(),
    /** The same fields' values after it. */
    next: jsonb("next").$type<Record<string, unknown>>().notNull(),
    /** Set when this edit put back the previous values of another. */
    revertsEditId: integer("reverts_edit_id"),
    source: text("source").$type<EditSource>().notNull().default("admin"),
    /** The import job or suggestion the change came from. */
    sourceId: integer("source_id"),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("business_edits_business_idx").on(t.businessId, t.id.desc()),
    // An import's undo finds the updates it made.
    index("business_edits_source_idx")
      .on(t.sourceId)
      .where(sql`${t.source} = 'import'`),
  ],
);

/** What a visitor or an owner sent: a correction or report about a listed business, or a new business (shared/suggestions.ts). */
export const suggestions = pgTable(
  "suggestions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** One of shared/suggestions.ts suggestionKinds. */
    kind: text("kind").notNull(),
    /** The business it is about; null for a submission (until accepted: then the business it became). */
    businessId: integer("business_id"),
    /** The suggested values by API field name (a submission: the whole business). */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull(),
    /** Notes of the reports grouped into this item, the first few. */
    notes: jsonb("notes").$type<string[]>().notNull().default([]),
    /** Identical reports (same business, kind and changes) while open are one item: how many. */
    reports: integer("reports").notNull().default(1),
    /** kind, business and changes, hashed: what makes two reports identical. */
    fingerprint: text("fingerprint").notNull(),
    /** A submission's contact address: shown to the operator only. */
    contactEmail: text("contact_email"),
    /** One of shared/suggestions.ts suggestionStatuses. */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp("last_reported_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("suggestions_open_fingerprint_idx")
      .on(t.fingerprint)
      .where(sql`${t.status} = 'open'`),
    index("suggestions_status_idx").on(t.status, t.id.desc()),
    index("suggestions_status_kind_idx").on(t.status, t.kind, t.id.desc()),
  ],
);

export type SuggestionRow = typeof suggestions.$inferSelect;

/** Visitor suggestions per client address, as rate-limiter-flexible's PostgreSQL store keeps them (like login_failures). */
export const suggestionLimits = pgTable("suggestion_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/** ALTCHA solutions already used, until their challenge expires: each is accepted once, on any instance. */
export const altchaSpent = pgTable("altcha_spent", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * What visitors searched for, per day (decision 049): the normalised words and place, counted apart for
 * crawlers. No address, user agent or cookie is kept; rows older than 400 days are purged by the app.
 */
export const insightSearches = pgTable(
  "insight_searches",
  {
    day: date("day", { mode: "string" }).notNull(),
    what: text("what").notNull(),
    place: text("place").notNull(),
    crawler: boolean("crawler").notNull(),
    count: integer("count").notNull(),
    /** Of `count`, the searches that found nothing. */
    foundNothing: integer("found_nothing").notNull(),
    /** How many results the day's last such search found. */
    results: integer("results").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.what, t.place, t.crawler] })],
);

/** Views of business, town, category and category-in-town pages per day, keyed by the business's id or the page's name. */
export const insightViews = pgTable(
  "insight_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    crawler: boolean("crawler").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key, t.crawler] })],
);
