import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { RestoreConflict } from "../../shared/admin-api";
import { businesses } from "../../shared/schema";
import type { Executor, Tx } from "../db/database";
import { dropEmptyFacetCounts, lockFacetCounts, subtractCounts } from "../facets/facets.queries";

/**
 * The columns a restore writes: every stored one but the generated rank, which PostgreSQL computes
 * (inserting it is an error). Read from the table, so a column added later is restored too.
 */
const restoredNames = Object.values(getTableColumns(businesses))
  .filter((column) => !column.generated)
  .map((column) => `"${column.name}"`);
const restoredColumns = (prefix = "") => sql.raw(restoredNames.map((name) => prefix + name).join(", "));

/** The row as the trash keeps it: whole, as jsonb, without the rank (computed again on restore). */
const trashRowOf = (alias: string) => sql.raw(`to_jsonb(${alias}) - 'rank'`);

/**
 * Moves the businesses `where` picks (a condition on `businesses`) to the trash as batch `batchId`,
 * and out of the counts in the same statement: the cost follows the rows that go, not the table.
 * The rows are locked first, then the counts (lockFacetCounts). Answers how many went, and the name
 * of one of them.
 */
async function moveToTrash(tx: Tx, where: SQL, batchId: string, source: string): Promise<{ count: number; name: string | null }> {
  await tx.execute(sql`SELECT id FROM businesses WHERE ${where} ORDER BY id FOR UPDATE`);
  await lockFacetCounts(tx, source);
  const result = await tx.execute<{ count: number; name: string | null }>(sql`
    WITH gone AS (DELETE FROM businesses WHERE ${where} RETURNING *),
    trashed AS (
      INSERT INTO business_trash (business_id, batch_id, name, slug, place_id, row)
        SELECT id, ${batchId}::uuid, name, slug, place_id, ${trashRowOf("gone")} FROM gone RETURNING name
    ),
    uncounted AS (${subtractCounts(sql`gone`)})
    SELECT count(*)::int AS count, min(name) AS name FROM trashed`);
  await dropEmptyFacetCounts(tx);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), name: row?.name ?? null };
}

/** Moves one business to the trash; answers its name, or undefined when there is no such business. */
export async function trashBusiness(tx: Tx, id: number, batchId: string, source: string): Promise<{ name: string } | undefined> {
  const { name } = await moveToTrash(tx, sql`id = ${id}`, batchId, source);
  return name === null ? undefined : { name };
}

/** Moves the businesses `where` picks to the trash as one batch; answers how many went. */
export async function trashBusinessesWhere(tx: Tx, where: SQL, batchId: string, source: string): Promise<number> {
  return (await moveToTrash(tx, where, batchId, source)).count;
}

export interface TrashRow {
  id: number;
  businessId: number;
  batchId: string;
  name: string;
  slug: string;
  category: string | null;
  city: string | null;
  state: string | null;
  deletedAt: Date;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const searchFilter = (search: string | undefined) => (search ? sql`WHERE name ILIKE ${likePattern(search)} OR slug ILIKE ${likePattern(search)}` : sql``);

/**
 * A page of the trash, latest deleted first. Counted apart: a count over the page's window would read
 * every entry in order (decision 016), where the page alone walks the index.
 */
export async function selectTrashPage(db: Executor, search: string | undefined, limit: number, offset: number): Promise<TrashRow[]> {
  const result = await db.execute<Omit<TrashRow, "deletedAt"> & { deletedAt: string }>(sql`
    SELECT id, business_id AS "businessId", batch_id::text AS "batchId", name, slug,
        row->>'category' AS category, row->>'city' AS city, row->>'state' AS state, deleted_at AS "deletedAt"
      FROM business_trash ${searchFilter(search)}
      ORDER BY deleted_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`);
  return result.rows.map((row) => ({ ...row, deletedAt: new Date(row.deletedAt) }));
}

export async function countTrash(db: Executor, search: string | undefined): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM business_trash ${searchFilter(search)}`);
  return Number(result.rows[0]?.n ?? 0);
}

export type TrashSelection = { ids: number[] } | { batch: string } | { all: true };

function selectionFilter(selection: TrashSelection): SQL {
  if ("ids" in selection) return sql`WHERE t.id = ANY(${sql.param(selection.ids)}::int4[])`;
  if ("batch" in selection) return sql`WHERE t.batch_id = ${selection.batch}::uuid`;
  return sql``;
}

/**
 * Puts the chosen entries back into businesses, with their ids, slugs and every stored value, and
 * takes them out of the trash; answers the ids restored and the batches they came from. An entry
 * whose id, slug or place id a business holds again stays in the trash, so that
 * selectRestoreConflicts can name it and the holder. Runs inside the caller's transaction, which
 * holds the import lock: imports check place ids and slugs against the table and must not see it
 * change under them.
 *
 * Entries may share a slug, place id or id among themselves (delete A, import B at A's address,
 * delete B). Each round restores, of the entries nothing in the table blocks, the latest deleted of
 * each shared value; rounds go on until one restores nothing. Ranking only the unblocked entries,
 * and going round again, is what makes every entry left behind blocked by a business in the table:
 * otherwise an older entry that lost its turn to a newer one that was itself blocked would stay in
 * the trash with nothing to name as its holder. Each round restores at least one entry, and most
 * restores end after the second (which finds the rest blocked by what the first put back).
 */
export async function restoreFromTrash(tx: Tx, selection: TrashSelection): Promise<{ ids: number[]; batches: string[] }> {
  const ids: number[] = [];
  const batches = new Set<string>();
  for (;;) {
    const round = await restoreRound(tx, selection);
    if (round.ids.length === 0) break;
    ids.push(...round.ids);
    for (const batch of round.batches) batches.add(batch);
  }
  return { ids, batches: [...batches] };
}

/**
 * One round of restoreFromTrash. Three statements, not one: checked within the INSERT itself, each
 * row's NOT EXISTS may scan the table the statement is filling (PostgreSQL's plan for a table it
 * believes empty, as after a delete all): a large restore did not finish, and this way takes a
 * small part of that time (BENCHMARKS.md, "Figures behind code comments"). The checks read only the narrow columns, so the sorts
 * behind them do not carry the rows' jsonb.
 */
async function restoreRound(tx: Tx, selection: TrashSelection): Promise<{ ids: number[]; batches: string[] }> {
  await tx.execute(sql`
    CREATE TEMPORARY TABLE restoring ON COMMIT DROP AS
    WITH chosen AS MATERIALIZED (
      SELECT t.id, t.business_id, t.slug, t.place_id, t.deleted_at FROM business_trash t ${selectionFilter(selection)} FOR UPDATE
    ), free AS MATERIALIZED (
      SELECT c.* FROM chosen c
        WHERE NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = c.business_id)
          AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.slug = c.slug)
          AND (c.place_id IS NULL OR NOT EXISTS (SELECT 1 FROM businesses b WHERE b.place_id = c.place_id))
    ), ranked AS (
      SELECT f.id,
          row_number() OVER (PARTITION BY f.business_id ORDER BY f.deleted_at DESC, f.id DESC) AS id_turn,
          row_number() OVER (PARTITION BY f.slug ORDER BY f.deleted_at DESC, f.id DESC) AS slug_turn,
          row_number() OVER (PARTITION BY coalesce(f.place_id, f.id::text) ORDER BY f.deleted_at DESC, f.id DESC) AS place_turn
        FROM free f
    )
    SELECT r.id FROM ranked r WHERE r.id_turn = 1 AND r.slug_turn = 1 AND r.place_turn = 1`);
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO businesses (${restoredColumns()})
      SELECT ${restoredColumns("p.")} FROM restoring r JOIN business_trash t ON t.id = r.id, jsonb_populate_record(NULL::businesses, t.row) p
      RETURNING id`);
  const batches = await tx.execute<{ batch: string }>(sql`
    SELECT DISTINCT t.batch_id::text AS batch FROM business_trash t JOIN restoring r ON t.id = r.id`);
  await tx.execute(sql`DELETE FROM business_trash t USING restoring r WHERE t.id = r.id`);
  await tx.execute(sql`DROP TABLE restoring`);
  return { ids: result.rows.map((r) => Number(r.id)), batches: batches.rows.map((r) => r.batch) };
}

/** Chosen entries still in the trash after a restore, each with what blocks it and who holds that now. */
export async function selectRestoreConflicts(tx: Tx, selection: TrashSelection, limit: number): Promise<{ conflicts: RestoreConflict[]; count: number }> {
  const result = await tx.execute<RestoreConflict & { total: number }>(sql`
    SELECT t.id, t.name, t.slug, holder.field, holder.name AS "takenBy", count(*) OVER ()::int AS total
      FROM business_trash t
      CROSS JOIN LATERAL (
        SELECT 'id' AS field, b.name, 1 AS turn FROM businesses b WHERE b.id = t.business_id
        UNION ALL SELECT 'slug', b.name, 2 FROM businesses b WHERE b.slug = t.slug
        UNION ALL SELECT 'placeId', b.name, 3 FROM businesses b WHERE b.place_id = t.place_id
        ORDER BY turn LIMIT 1
      ) holder
      ${selectionFilter(selection)}
      ORDER BY t.deleted_at DESC, t.id DESC
      LIMIT ${limit}`);
  return {
    conflicts: result.rows.map(({ total: _total, ...conflict }) => ({ ...conflict, id: Number(conflict.id) })),
    count: Number(result.rows[0]?.total ?? 0),
  };
}

/** Removes entries deleted more than `days` ago, and the edit history of the businesses that leaves gone for good. */
export async function purgeTrash(db: Executor, days: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    WITH purged AS (
      DELETE FROM business_trash WHERE deleted_at < now() - make_interval(days => ${days}::int) RETURNING business_id
    ), forgotten AS (
      DELETE FROM business_edits e USING purged p
        WHERE e.business_id = p.business_id AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = e.business_id)
    )
    SELECT count(*)::int AS n FROM purged`);
  return Number(result.rows[0]?.n ?? 0);
}
