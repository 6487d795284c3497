import { createServer, type ServerResponse } from "node:http";
import pg from "pg";
import { categoryGroupOf } from "../../shared/categories";

/**
 * The floor the benchmark compares our server with: node:http and one pg.Pool
 * of the same size, answering the same public endpoints with the same SQL and
 * columns, no validation, no framework, no logging, no compression. Like ours,
 * it reads facet_counts once at start-up and answers counts from memory.
 */

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on("error", () => {});

const columns = `"id", "name", "slug", "category", "category_slug", "category_group", "address", "city", "state", "country",
  "zip_code", "phone", "email", "website", "rating", "review_count", "is_verified", "business_status", "description",
  "photos", "opening_hours", "latitude", "longitude", "time_zone", "place_id", "location_link", "reviews_link",
  "attributes", "menu_link", "reservation_links", "order_links", "other_hours", "seo_title", "seo_description",
  "canonical_url", "seo_about", "source", "created_at", "updated_at"`;
const qualified = columns.replace(/"(\w+)"/g, `"businesses"."$1"`);
const rank = `"rank" DESC NULLS LAST, "id"`;
const searchTotalLimit = 1_000;

/**
 * The same two-step page as server/directory/directory.queries.ts: ids by the sort
 * columns first (from the narrow search table when searching), then whole rows.
 */
function pageSql(from: string, where: string, nameMatch: string, limitParam: number, total = "NULL"): string {
  const search = nameMatch === "false" ? "" : `${nameMatch} DESC, `;
  return `select ${qualified}, "page"."total" from "businesses" inner join (
      select "id", "rank", ${nameMatch} as "name_match", ${total} as "total" from ${from} where ${where}
      order by ${search}${rank} limit $${limitParam} offset $${limitParam + 1}) "page" on "businesses"."id" = "page"."id"
    order by ${search ? `"name_match" DESC, ` : ""}"page"."rank" DESC NULLS LAST, "page"."id"`;
}

interface Facet {
  key: string;
  label: string;
  count: number;
}
const facets = {
  total: 0,
  verified: 0,
  cities: [] as Facet[],
  categories: [] as (Facet & { group: string })[],
  countries: [] as Facet[],
  groups: new Map<string, number>(),
};
const cityByKey = new Map<string, Facet>();
const categoryBySlug = new Map<string, Facet>();

async function loadFacets(): Promise<void> {
  const { rows } = await pool.query<{ kind: string; key: string; label: string; business_count: number }>("select * from facet_counts");
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ key: r.key, label: r.label, count: r.business_count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  facets.total = rows.find((r) => r.kind === "total")?.business_count ?? 0;
  facets.verified = rows.find((r) => r.kind === "verified")?.business_count ?? 0;
  facets.cities = of("city");
  facets.categories = of("category").map((c) => ({ ...c, group: categoryGroupOf(c.label) }));
  facets.countries = of("country");
  facets.groups = new Map(of("group").map((g) => [g.key, g.count]));
  for (const c of facets.cities) cityByKey.set(c.key, c);
  for (const c of facets.categories) categoryBySlug.set(c.key, c);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

const notFound = (res: ServerResponse) => send(res, 404, { message: "Not found" });
const int = (value: string | null, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

/** The whole rows of ranked ids, in their order. */
function rowsSql(ids: string): string {
  return `select ${qualified}, "page"."total" from "businesses" inner join (${ids}) "page" on "businesses"."id" = "page"."id" order by "page"."ord"`;
}

async function list(res: ServerResponse, params: URLSearchParams): Promise<void> {
  const limit = int(params.get("limit"), 20);
  const offset = int(params.get("offset"), 0);
  const search = params.get("search")?.trim();
  if (!search) {
    const { rows } = await pool.query(pageSql(`"businesses"`, "true", "false", 1), [limit, offset]);
    return send(res, 200, { businesses: rows, totalCount: facets.total, totalPages: Math.ceil(facets.total / limit) });
  }
  // As server/search/search.queries.ts, without synonyms, typos or places: every word in the document,
  // ranked by where the words are (name, then category) and then by quality; up to 1,000 matches counted.
  const words = search
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const tsquery = (weights: string) => words.map((w) => `${w}${weights}`).join(" & ");
  // Parsed first and passed back as constants, as ours does, so that the planner can estimate the matches.
  const parsed = await pool.query<{ q: string }>("select to_tsquery('english', t)::text as q from unnest($1::text[]) with ordinality u(t, i) order by i", [
    [tsquery(""), tsquery(":A"), tsquery(":AB")],
  ]);
  const relevance = `((s.document @@ $2::tsquery)::int * 2 + (s.document @@ $3::tsquery)::int)`;
  const params3 = parsed.rows.map((r) => r.q);
  const counted = `select m.id, row_number() over (order by m.relevance desc, m.quality desc, m.id) as ord, count(*) over () as total
    from (select s.id, s.quality, ${relevance} as relevance from business_search s where s.document @@ $1::tsquery limit ${searchTotalLimit + 1}) m
    order by m.relevance desc, m.quality desc, m.id limit $4 offset $5`;
  const page = await pool.query<{ total: string }>(rowsSql(counted), [...params3, limit, offset]);
  const total = Number(page.rows[0]?.total ?? 0);
  if (total <= searchTotalLimit) {
    return send(res, 200, { businesses: page.rows, totalCount: total, totalPages: Math.ceil(total / limit), totalExact: true });
  }
  const tier = (rank: number, condition: string) =>
    `(select s.id, ${rank} as relevance, s.quality from business_search s where s.document @@ $1::tsquery and ${condition}
      order by s.quality desc nulls last, s.id limit $2)`;
  // As ours: name matches (the name's own document) first, then every match, each best quality first.
  const broad = `select m.id, row_number() over (order by m.relevance desc, m.quality desc, m.id) as ord, null as total from (
      select t.id, max(t.relevance) as relevance, t.quality from (
        ${tier(1, "s.name_document @@ $1::tsquery")} union all ${tier(0, "true")}) t group by t.id, t.quality
    ) m order by m.relevance desc, m.quality desc, m.id limit $3 offset $4`;
  const more = await pool.query(rowsSql(broad), [params3[0], offset + limit + 1, limit + 1, offset]);
  send(res, 200, { businesses: more.rows.slice(0, limit), totalCount: searchTotalLimit, totalPages: searchTotalLimit / limit, totalExact: false });
}

async function filtered(res: ServerResponse, where: string, value: string, total: number, params: URLSearchParams): Promise<void> {
  const { rows } = await pool.query(pageSql(`"businesses"`, where, "false", 2), [value, int(params.get("limit"), 20), int(params.get("offset"), 0)]);
  send(res, 200, rows, { "X-Total-Count": String(total) });
}

async function route(path: string, params: URLSearchParams, res: ServerResponse): Promise<void> {
  if (path === "/ready") return send(res, 200, { ok: true });
  if (path === "/api/statistics") {
    return send(res, 200, {
      totalBusinesses: facets.total,
      verifiedBusinesses: facets.verified,
      categories: facets.categories.length,
      totalCities: facets.cities.length,
    });
  }
  if (path === "/api/cities/popular") {
    return send(
      res,
      200,
      facets.cities.slice(0, int(params.get("limit"), 12)).map((c) => ({ id: c.key, name: c.label, businessCount: c.count })),
    );
  }
  if (path === "/api/categories") {
    return send(
      res,
      200,
      facets.categories.map((c) => ({ category: c.label, slug: c.key, group: c.group, businessCount: c.count })),
    );
  }
  if (path === "/api/countries")
    return send(
      res,
      200,
      facets.countries.map((c) => ({ country: c.label, businessCount: c.count })),
    );
  if (path === "/api/businesses/recommended") {
    const { rows } = await pool.query(
      `select ${columns} from "businesses" where "review_count" >= $1 AND "rating" IS NOT NULL order by ${rank} limit $2`,
      [10, 12],
    );
    return send(res, 200, rows);
  }
  if (path === "/api/businesses") return list(res, params);
  const [, section, name] = /^\/api\/(businesses\/slug|city|category)\/([^/]+)$/.exec(path) ?? [];
  if (!section || !name) return notFound(res);
  const value = decodeURIComponent(name);
  if (section === "businesses/slug") {
    const { rows } = await pool.query(`select ${columns} from "businesses" where "slug" = $1`, [value]);
    return rows[0] ? send(res, 200, rows[0]) : notFound(res);
  }
  if (section === "city") {
    const city = cityByKey.get(value.toLowerCase());
    return city ? filtered(res, `lower("city") = $1`, city.key, city.count, params) : notFound(res);
  }
  const group = facets.groups.get(value);
  if (group !== undefined) return filtered(res, `"category_group" = $1`, value, group, params);
  const category = categoryBySlug.get(value);
  return category ? filtered(res, `"category_slug" = $1`, value, category.count, params) : notFound(res);
}

await loadFacets();
createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  route(url.pathname, url.searchParams, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
}).listen(Number(process.env.PORT), "127.0.0.1");
