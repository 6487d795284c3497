import type pg from "pg";
import type { BenchContext } from "./context";
import { measure, mixedTarget, waitForIdleDatabase } from "./load";
import { log } from "./log";
import { startAppServer, type ServerProcess } from "./processes";
import { mark, num, percentile, table, type Check, type SectionResult } from "./report";
import { timed } from "./timed";

/** A box's list p50 one client waits for at most (issue 44). */
const boxP50Ms = 20;

/** Map views of a town (about 25 by 20 miles) and of a state (about 480 by 350 miles), in degrees. */
const sizes = [
  { name: "town", width: 0.45, height: 0.3 },
  { name: "state", width: 8, height: 5 },
] as const;

/** Points where businesses are, picked in proportion to them (as visitors look where businesses are), in random order. */
async function businessPoints(pool: pg.Pool, count: number): Promise<{ lat: number; lng: number }[]> {
  const { rows } = await pool.query<{ lat: number; lng: number }>(
    `select latitude as lat, longitude as lng from business_search tablesample system (1)
      where latitude is not null order by random() limit $1`,
    [count],
  );
  return rows;
}

/** Points of businesses in towns of at least 1,000 businesses, with their town as its page names it ("Houston, TX"). */
async function townPoints(pool: pg.Pool, count: number): Promise<{ lat: number; lng: number; town: string }[]> {
  const { rows } = await pool.query<{ lat: number; lng: number; town: string }>(
    `select s.latitude as lat, s.longitude as lng, p.label || ', ' || s.state as town
       from business_search s tablesample system (1)
       join facet_counts p on p.kind = 'place' and p.key = s.city_key || '|' || s.state
      where p.business_count >= 1000 and s.latitude is not null order by random() limit $1`,
    [count],
  );
  return rows;
}

async function fetchOk(server: ServerProcess, path: string): Promise<void> {
  const response = await fetch(`${server.origin}${path}`, { headers: { "Accept-Encoding": "gzip" } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  await response.arrayBuffer();
}

const boxText = (at: { lat: number; lng: number }, size: { width: number; height: number }) =>
  [at.lng - size.width / 2, at.lat - size.height / 2, at.lng + size.width / 2, at.lat + size.height / 2].map((n) => n.toFixed(5)).join(",");

/**
 * Issue 44's map boxes: `GET /api/businesses?bbox=…` for boxes the server has not been asked before, one
 * client, on a warmed fresh server: the list's page of 20 and the map's 100, at town and state size.
 */
export async function boxesSection(ctx: BenchContext): Promise<SectionResult> {
  const perRow = ctx.quick ? 50 : 300;
  const points = await businessPoints(ctx.pool, perRow * sizes.length * 2);
  if (points.length < perRow * sizes.length * 2) throw new Error("too few businesses with coordinates: is the database seeded?");
  const app = await startAppServer(ctx.databaseUrl);
  try {
    log(`boxes: warm-up ${ctx.warmup} s of mixed load`);
    await measure(app.origin, mixedTarget(ctx.fixtures), 10, ctx.warmup);
    await waitForIdleDatabase(ctx.pool);
    const rows: { what: string; p50: number; p95: number }[] = [];
    let next = 0;
    for (const size of sizes) {
      for (const limit of [20, 100]) {
        log(`boxes: ${perRow} ${size.name}-size boxes, ${limit} rows each`);
        const ms: number[] = [];
        for (let i = 0; i < perRow; i++) {
          const at = points[next++] as { lat: number; lng: number };
          ms.push((await timed(() => fetchOk(app, `/api/businesses?limit=${limit}&bbox=${boxText(at, size)}`))).seconds * 1000);
        }
        rows.push({
          what: `${size.name}-size box, ${limit === 20 ? "the list's page of 20" : "the map's 100"}`,
          p50: percentile(ms, 50),
          p95: percentile(ms, 95),
        });
      }
    }
    log(`boxes: ${perRow} town-size boxes in their own town's list, 20 rows each`);
    const townMs: number[] = [];
    for (const at of await townPoints(ctx.pool, perRow)) {
      const path = `/api/city/${encodeURIComponent(at.town)}?bbox=${boxText(at, sizes[0])}`;
      townMs.push((await timed(() => fetchOk(app, path))).seconds * 1000);
    }
    rows.push({ what: "town-size box in a town of 1,000+ businesses, the town's page of 20", p50: percentile(townMs, 50), p95: percentile(townMs, 95) });
    const checks: Check[] = rows.map((r) => ({ name: `boxes: ${r.what}, not asked before, p50 ≤ ${boxP50Ms} ms`, ok: r.p50 <= boxP50Ms }));
    const ms = (n: number) => `${num(n, 1)} ms`;
    const markdown = [
      "### Map boxes",
      "",
      `${ctx.stamp}. A fresh server, ${ctx.warmup} s of mixed load on 10 connections to warm it, then one client asks \`GET /api/businesses?bbox=minLng,minLat,maxLng,maxLat\` for boxes centred on randomly picked businesses (so in proportion to where businesses are), each box asked once: ${num(perRow)} per row. A town-size box is 0.45° by 0.3° (about 25 by 20 miles), a state-size one 8° by 5°. Last, town-size boxes around businesses of towns holding at least 1,000, on their town's own list: \`GET /api/city/{Town, ST}?bbox=…\`.`,
      "",
      table(
        ["What", "Asked", "p50", "p95", "Target", "Met"],
        rows.map((r) => [r.what, num(perRow), ms(r.p50), ms(r.p95), `p50 ≤ ${boxP50Ms} ms`, mark(r.p50 <= boxP50Ms)]),
      ),
    ].join("\n");
    return { id: "boxes", markdown, checks };
  } finally {
    await app.stop();
  }
}
