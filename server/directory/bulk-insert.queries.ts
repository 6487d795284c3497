import { sql } from "drizzle-orm";
import type { NewBusinessRow } from "../../shared/schema";
import type { Executor } from "../db/database";

/** Column, its PostgreSQL type, and how to read it from a row (jsonb as the value, not yet JSON); the seed's COPY uses it too. */
export const businessColumns: [string, string, (row: NewBusinessRow) => unknown][] = [
  ["id", "int4", (r) => r.id ?? null],
  ["name", "text", (r) => r.name],
  ["slug", "text", (r) => r.slug],
  ["category", "text", (r) => r.category],
  ["category_slug", "text", (r) => r.categorySlug],
  ["category_group", "text", (r) => r.categoryGroup],
  ["address", "text", (r) => r.address ?? null],
  ["city", "text", (r) => r.city ?? null],
  ["state", "text", (r) => r.state ?? null],
  ["country", "text", (r) => r.country ?? null],
  ["zip_code", "text", (r) => r.zipCode ?? null],
  ["phone", "text", (r) => r.phone ?? null],
  ["email", "text", (r) => r.email ?? null],
  ["website", "text", (r) => r.website ?? null],
  ["rating", "numeric", (r) => r.rating ?? null],
  ["review_count", "int4", (r) => r.reviewCount ?? 0],
  ["is_verified", "bool", (r) => r.isVerified ?? false],
  ["business_status", "text", (r) => r.businessStatus ?? null],
  ["description", "text", (r) => r.description ?? null],
  ["photos", "jsonb", (r) => r.photos ?? []],
  ["opening_hours", "jsonb", (r) => r.openingHours ?? null],
  ["latitude", "float8", (r) => r.latitude ?? null],
  ["longitude", "float8", (r) => r.longitude ?? null],
  ["time_zone", "text", (r) => r.timeZone ?? null],
  ["place_id", "text", (r) => r.placeId ?? null],
  ["location_link", "text", (r) => r.locationLink ?? null],
  ["reviews_link", "text", (r) => r.reviewsLink ?? null],
  ["attributes", "jsonb", (r) => r.attributes ?? null],
  ["seo_title", "text", (r) => r.seoTitle ?? null],
  ["seo_description", "text", (r) => r.seoDescription ?? null],
  ["canonical_url", "text", (r) => r.canonicalUrl ?? null],
  ["seo_about", "text", (r) => r.seoAbout ?? null],
  ["source", "text", (r) => r.source ?? "import"],
];

function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Inserts many rows in one statement with one array parameter per column
 * (`unnest`), which stays fast and within PostgreSQL's parameter limit at any
 * batch size. Rows whose place id already exists are skipped; returns the ids inserted.
 */
export async function insertBusinessRows(db: Pick<Executor, "execute">, rows: NewBusinessRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  // Rows without ids take them from the identity sequence.
  const used = rows.every((r) => r.id !== undefined) ? businessColumns : businessColumns.filter(([name]) => name !== "id");
  const names = sql.raw(used.map(([name]) => name).join(", "));
  const arrays = sql.join(
    used.map(([, type, read]) => {
      const values = type === "jsonb" ? rows.map((r) => jsonText(read(r))) : rows.map(read);
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    }),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO businesses (${names})
    SELECT * FROM unnest(${arrays})
    ON CONFLICT (place_id) DO NOTHING
    RETURNING id`);
  return result.rows.map((r) => Number(r.id));
}
