import { sql, type SQL } from "drizzle-orm";
import type { EditSource } from "../../shared/schema";
import type { Tx } from "../db/database";
import { idArray } from "../db/id-list";
import type { BusinessBatch } from "../db/business-batch";
import { refreshFields } from "../db/refresh-fields";

/** One field a refresh would change: its API name, the stored value and the file's. */
type FieldChange = [field: string, previous: unknown, next: unknown];

/** A listed business the file differs from, in the fields the file has a value for. */
export interface DifferingRow {
  id: number;
  name: string;
  changes: FieldChange[];
}

/**
 * The businesses a refresh has matched or added, for its transaction: a place id met again in a later
 * batch (a repeat inside the file) is then a duplicate, not a second update.
 */
export async function startRefresh(tx: Tx): Promise<void> {
  await tx.execute(sql`CREATE TEMPORARY TABLE import_refreshed (id int4 PRIMARY KEY) ON COMMIT DROP`);
}

export async function markRefreshed(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.execute(sql`INSERT INTO import_refreshed (id) SELECT unnest(${idArray(ids)})`);
}

/** The batch's rows as a relation `u`, with its `given` masks (see insertBusinessBatch for the sub-selects). */
function batchRows(batch: BusinessBatch): SQL {
  const arrays = batch.arrays.map((array, i) => sql`(SELECT ${sql.param(array)}::text::${sql.raw(batch.types[i] as string)}[])`);
  arrays.push(sql`(SELECT ${sql.param(batch.given ?? new Uint8Array())}::text::int4[])`);
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.raw([...batch.names, "given"].join(", "))})`;
}

/**
 * Locks the listed businesses the batch's place ids match (not yet matched or added by this import),
 * and answers how many, and for those the file differs from, which fields: a field counts when the
 * row has a value for it (its bit in `given`) and that value, as the column stores it, is another.
 * Locked before their history is read (handEditedFields): an edit of one of them waits for this
 * import, or this import waits for the edit and sees it (decision 032).
 */
export async function lockAndCompare(tx: Tx, batch: BusinessBatch): Promise<{ matched: number; differing: DifferingRow[] }> {
  const changes = refreshFields.map(([field, column, type], bit) => {
    const [stored, given] = [sql.raw(`b.${column}`), sql.raw(`u.${column}::${type}`)];
    return sql`CASE WHEN u.given & ${sql.raw(String(1 << bit))} <> 0 AND ${given} IS DISTINCT FROM ${stored}
      THEN jsonb_build_array(${field}::text, to_jsonb(${stored}), to_jsonb(${given})) END`;
  });
  const result = await tx.execute<{ matched: number; differing: [number, string, FieldChange[]][] }>(sql`
    WITH m AS (
      SELECT b.id, b.name, array_remove(ARRAY[${sql.join(changes, sql`, `)}], NULL) AS changes
        FROM ${batchRows(batch)} JOIN businesses b ON b.place_id = u.place_id
        WHERE NOT EXISTS (SELECT 1 FROM import_refreshed r WHERE r.id = b.id)
        FOR UPDATE OF b),
    seen AS (INSERT INTO import_refreshed (id) SELECT id FROM m)
    SELECT (SELECT count(*) FROM m)::int AS matched,
      coalesce((SELECT jsonb_agg(jsonb_build_array(id, name, to_jsonb(changes))) FROM m WHERE cardinality(changes) > 0), '[]'::jsonb) AS differing`);
  const row = result.rows[0];
  const differing = (row?.differing ?? []).map(([id, name, changes]) => ({ id: Number(id), name, changes }));
  return { matched: Number(row?.matched ?? 0), differing };
}

/** Per business, in id order: who made each edit, the fields it changed, and whether it reverted a hand edit. */
export async function selectEditTrail(tx: Tx, ids: number[]) {
  const result = await tx.execute<{ business_id: number; source: EditSource; fields: string[]; reverts_hand_edit: boolean }>(sql`
    SELECT e.business_id, e.source, ARRAY(SELECT jsonb_object_keys(e.next)) AS fields,
        coalesce(r.source IN ('admin', 'suggestion') AND r.reverts_edit_id IS NULL, false) AS reverts_hand_edit
      FROM business_edits e LEFT JOIN business_edits r ON r.id = e.reverts_edit_id
      WHERE e.business_id = ANY(${idArray(ids)})
      ORDER BY e.id`);
  return result.rows.map((r) => ({ businessId: Number(r.business_id), source: r.source, fields: r.fields, revertsHandEdit: r.reverts_hand_edit }));
}

const storedColumns = [...refreshFields.map(([, column]) => column), "category_slug", "category_group"];

/**
 * Writes column values (by column name) to businesses, only the columns each row names, in one statement;
 * the slug is never among them. JSON values are read as the columns' types by jsonb_populate_record.
 */
export async function writeColumnValues(tx: Tx, rows: { id: number; columns: Record<string, unknown> }[]): Promise<void> {
  if (rows.length === 0) return;
  const sets = storedColumns.map((column) => sql.raw(`${column} = CASE WHEN r.columns ? '${column}' THEN (r.p).${column} ELSE b.${column} END`));
  await tx.execute(sql`
    UPDATE businesses b SET ${sql.join(sets, sql`, `)}, updated_at = now()
      FROM (SELECT x.id, x.columns, jsonb_populate_record(NULL::businesses, x.columns) AS p
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id int4, columns jsonb)) r
      WHERE b.id = r.id`);
}

/** Edit history rows, one per business, all from one source. */
export async function insertEdits(
  tx: Tx,
  edits: { businessId: number; previous: Record<string, unknown>; next: Record<string, unknown>; revertsEditId?: number }[],
  source: EditSource,
  sourceId: number | null,
): Promise<void> {
  if (edits.length === 0) return;
  await tx.execute(sql`
    INSERT INTO business_edits (business_id, previous, next, reverts_edit_id, source, source_id)
      SELECT x."businessId", x.previous, x.next, x."revertsEditId", ${source}, ${sourceId}::int4
        FROM jsonb_to_recordset(${JSON.stringify(edits)}::jsonb) AS x("businessId" int4, previous jsonb, next jsonb, "revertsEditId" int4)`);
}

/** The refresh fields of a business as the API names them: what an undo compares with an update's values. */
const currentValues = sql.raw(`jsonb_build_object(${refreshFields.map(([field, column]) => `'${field}', b.${column}`).join(", ")})`);

/**
 * The updates import `jobId` made that are not yet undone, each with its business's current values,
 * the businesses locked until the undo commits.
 */
export async function selectImportUpdates(tx: Tx, jobId: number) {
  const result = await tx.execute<{
    id: number;
    business_id: number;
    name: string;
    previous: Record<string, unknown>;
    next: Record<string, unknown>;
    current: Record<string, unknown>;
  }>(sql`
    SELECT e.id, e.business_id, b.name, e.previous, e.next, ${currentValues} AS current
      FROM business_edits e JOIN businesses b ON b.id = e.business_id
      WHERE e.source = 'import' AND e.source_id = ${jobId} AND e.reverts_edit_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM business_edits v WHERE v.reverts_edit_id = e.id)
      ORDER BY e.id
      FOR UPDATE OF b`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), businessId: Number(r.business_id) }));
}
