import type pg from "pg";
import { openDatabase } from "../../server/db/database";
import { rebuildFacetCounts } from "../../server/facets/facets.queries";

/** Every item the queue section stores has a fingerprint starting so: what its cleanup (and a later run's) takes out. */
const benchQueuePrefix = "npm-run-bench-queue-";

/** The businesses the items are about, and the values a decision may change, as they were. */
const keptColumns = "id, phone, business_status, address, updated_at";
const businessesUsed = 1000;

interface KeptRow {
  id: number;
  phone: string | null;
  business_status: string | null;
  address: string | null;
  updated_at: Date;
}

/**
 * Stores `count` open items, newest last, the four kinds in turn: a new phone, a temporary closure,
 * a new address (each about one of 1,000 businesses) and an owner's business. Answers the rows of
 * those businesses as they were, for `removeQueueFixture`.
 */
export async function insertQueueFixture(pool: pg.Pool, count: number): Promise<KeptRow[]> {
  const { rows } = await pool.query<KeptRow>(`select ${keptColumns} from businesses order by id limit $1`, [businessesUsed]);
  await pool.query(
    `with picked as (select id, row_number() over (order by id) as n from businesses order by id limit $2)
     insert into suggestions (kind, business_id, changes, fingerprint)
     select kind, case when kind = 'submission' then null else picked.id end,
       case kind
         when 'edit' then jsonb_build_object('phone', '(217) 555-' || lpad((g % 10000)::text, 4, '0'))
         when 'closed' then '{"businessStatus":"CLOSED_TEMPORARILY"}'::jsonb
         when 'moved' then jsonb_build_object('address', g || ' Bench Queue St')
         else jsonb_build_object('name', 'Bench Queue Bakery ' || g, 'category', 'Bakery', 'address', g || ' Elm St',
           'city', 'Springfield', 'state', 'IL', 'zipCode', '62701')
       end,
       $1::text || g
     from generate_series(1, $3::int) as g
       cross join lateral (select (array['edit', 'closed', 'moved', 'submission'])[g % 4 + 1] as kind) as k
       join picked on picked.n = g % $2 + 1`,
    [benchQueuePrefix, businessesUsed, count],
  );
  return rows;
}

/**
 * Takes out the items, the businesses accepted submissions became, the edits and activity decisions
 * made, puts the businesses' values back, and recounts with the app's own rebuild.
 */
export async function removeQueueFixture(pool: pg.Pool, databaseUrl: string, kept: KeptRow[]): Promise<void> {
  const prefix = `${benchQueuePrefix}%`;
  const mine = "select id from suggestions where fingerprint like $1";
  await pool.query(
    `delete from businesses where source = 'submission' and id in (select business_id from suggestions where fingerprint like $1 and kind = 'submission')`,
    [prefix],
  );
  await pool.query(`delete from business_edits where source = 'suggestion' and source_id in (${mine})`, [prefix]);
  await pool.query(`delete from admin_events where kind like 'suggestion-%' and (details->>'suggestionId')::int in (${mine})`, [prefix]);
  await pool.query("delete from suggestions where fingerprint like $1", [prefix]);
  if (kept.length > 0) {
    await pool.query(
      `update businesses b set phone = k.phone, business_status = k.business_status, address = k.address, updated_at = k.updated_at
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[]) as k(id, phone, business_status, address, updated_at)
       where b.id = k.id`,
      [kept.map((r) => r.id), kept.map((r) => r.phone), kept.map((r) => r.business_status), kept.map((r) => r.address), kept.map((r) => r.updated_at)],
    );
  }
  const database = await openDatabase({ databaseUrl, dataDir: "./data" });
  try {
    await rebuildFacetCounts(database.db);
  } finally {
    await database.close();
  }
}
