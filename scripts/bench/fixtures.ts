import type pg from "pg";

/** Real values from the database under test, so every request finds rows. */
export interface Fixtures {
  businessCount: number;
  /** City labels, most businesses first. */
  cities: string[];
  /** Category group slugs, most businesses first. */
  groups: string[];
  /** Fine category labels, most businesses first. */
  categories: string[];
  /** Slugs of businesses spread over the whole table. */
  slugs: string[];
  commonTerm: { term: string; matches: number };
  rareTerm: { term: string; matches: number };
  /** Thousands of different words from business names: searches the server's read cache has not seen. */
  varietyTerms: string[];
  /** "word town" from the same business (a name word and its town): multi-word searches with place words. */
  placeTerms: string[];
  /** Name words with one letter left out ("gardn"): searches that need a typo corrected. */
  typoTerms: string[];
  /** ZIP codes of businesses here: radius searches around their points. */
  zipCodes: string[];
  /** The first letters of name words ("gard"): what the suggestion box is asked while typing. */
  prefixes: string[];
  /** Towns as a visitor types them ("Perry, GA"), with five businesses or more, in no order. */
  towns: string[];
  /** "lat,lng" of businesses spread over the table: where visitors ask for what is near them. */
  points: string[];
}

const sampleSlugs = 20_000;

async function countMatches(db: pg.Pool, term: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from business_search where document @@ plainto_tsquery('english', $1)", [term]);
  return rows[0]?.n ?? 0;
}

async function facetLabels(db: pg.Pool, kind: string, column: "key" | "label", limit: number): Promise<string[]> {
  const { rows } = await db.query<{ value: string }>(`select ${column} as value from facet_counts where kind = $1 order by business_count desc, key limit $2`, [
    kind,
    limit,
  ]);
  return rows.map((r) => r.value);
}

/**
 * "pizza" when it is common here (10,000 matches at a million businesses, a hundredth
 * of a smaller smoke-test database); otherwise the first word of the most common category.
 */
async function commonTerm(db: pg.Pool, categories: string[], businessCount: number): Promise<Fixtures["commonTerm"]> {
  const common = Math.min(10_000, Math.ceil(businessCount / 100));
  for (const term of ["pizza", ...categories.map((c) => c.toLowerCase().split(/\s+/)[0] ?? "")]) {
    if (term.length < 3) continue;
    const matches = await countMatches(db, term);
    if (matches >= common) return { term, matches };
  }
  throw new Error(`no search term matches ${common.toLocaleString("en-US")} businesses: is the database seeded with the million?`);
}

/** A small town's name that no other text contains: a search with a handful of results. */
async function rareTerm(db: pg.Pool): Promise<Fixtures["rareTerm"]> {
  const { rows } = await db.query<{ label: string }>(
    `select label from facet_counts where kind = 'city' and business_count between 2 and 50
       and length(label) >= 7 and label ~ '^[A-Za-z]+$' order by business_count, key limit 100`,
  );
  for (const { label } of rows) {
    const term = label.toLowerCase();
    const matches = await countMatches(db, term);
    if (matches > 0 && matches <= 50) return { term, matches };
  }
  throw new Error("found no rare search term");
}

async function varietyTerms(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>(
    `select word from (select distinct word from (select regexp_split_to_table(lower(name), '[^a-z]+') as word
       from businesses tablesample system (10) repeatable (3)) w where length(word) >= 4) d order by md5(word) limit 20000`,
  );
  return rows.map((r) => r.word);
}

async function placeTerms(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ term: string }>(
    `select term from (select distinct lower(substring(name from '[A-Za-z]{4,}')) || ' ' || lower(city) as term
       from businesses tablesample system (5) repeatable (5) where city is not null) t where term is not null order by md5(term) limit 20000`,
  );
  return rows.map((r) => r.term);
}

/** A word with one inner letter left out: one edit, as a typist makes. */
const typoOf = (word: string) => {
  const at = 1 + (word.charCodeAt(0) % (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
};

async function zipCodes(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ zip: string }>(
    `select distinct zip_code as zip from businesses tablesample system (5) repeatable (11) where zip_code ~ '^[0-9]{5}$' order by 1 limit 20000`,
  );
  return rows.map((r) => r.zip).sort(() => Math.random() - 0.5);
}

async function towns(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ label: string }>(
    `select label || coalesce(', ' || nullif(split_part(key, '|', 2), ''), '') as label from facet_counts
       where kind = 'place' and business_count >= 5 order by md5(key) limit 20000`,
  );
  return rows.map((r) => r.label);
}

async function points(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ point: string }>(
    `select latitude || ',' || longitude as point from businesses tablesample system (2) repeatable (13)
       where latitude is not null and longitude is not null order by md5(id::text) limit 20000`,
  );
  return rows.map((r) => r.point);
}

export async function loadFixtures(db: pg.Pool): Promise<Fixtures> {
  const { rows: count } = await db.query<{ n: number }>("select count(*)::int as n from businesses");
  const businessCount = count[0]?.n ?? 0;
  if (businessCount === 0) throw new Error("the database has no businesses: seed it first (npm run db:seed -- --count 1000000)");
  const percent = Math.min(100, (100 * sampleSlugs * 1.2) / businessCount);
  const { rows: slugs } = await db.query<{ slug: string }>(
    `select slug from businesses tablesample bernoulli (${percent.toFixed(4)}) repeatable (7) limit ${sampleSlugs}`,
  );
  const categories = await facetLabels(db, "category", "label", 10);
  const variety = await varietyTerms(db);
  return {
    businessCount,
    cities: await facetLabels(db, "city", "label", 50),
    groups: await facetLabels(db, "group", "key", 50),
    categories,
    slugs: slugs.map((r) => r.slug),
    commonTerm: await commonTerm(db, categories, businessCount),
    rareTerm: await rareTerm(db),
    varietyTerms: variety,
    placeTerms: await placeTerms(db),
    typoTerms: [...new Set(variety.filter((w) => w.length >= 5).map(typoOf))],
    zipCodes: await zipCodes(db),
    prefixes: [...new Set(variety.map((w) => w.slice(0, 4)))],
    towns: await towns(db),
    points: await points(db),
  };
}
