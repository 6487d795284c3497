import { isIPv4, isIPv6 } from "node:net";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

export interface ThrottleOptions {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * The pool as the rate limiter calls it, without statement names: a named prepared statement does
 * not survive PgBouncer's transaction pooling (before 1.21) nor the embedded database's socket.
 */
const unnamed = (pool: pg.Pool) => ({
  query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
});

/**
 * Counts login attempts per client (see `loginKey`) in the database (rate-limiter-flexible's PostgreSQL
 * store, table login_failures), so every instance on one database shares one count. An attempt takes its
 * point before the password is checked, in one upsert: attempts sent at once cannot all read the same
 * low count and all reach the check. A sign-in clears the count, so what is left counts failures; past
 * the limit a client is refused until its window, which starts at its first attempt, ends.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool, options: ThrottleOptions = { maxFailures: 10, windowSeconds: 15 * 60 }) {
    this.limiter = new RateLimiterPostgres({
      storeClient: unnamed(pool),
      storeType: "pool",
      tableName: "login_failures",
      // Made by a migration, as every table is.
      tableCreated: true,
      keyPrefix: "login",
      points: options.maxFailures,
      duration: options.windowSeconds,
    });
  }

  /** Counts an attempt: 0 when the client may go on to the password check, else seconds to wait. */
  async attempt(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refusal) {
      // consume rejects with the count when over the limit, and with an Error when the store failed.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }

  /** After a sign-in: the failures before it no longer count. */
  async succeed(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Whom a login attempt is counted against. An IPv4 address is one client, also when it arrives mapped
 * into IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it). An IPv6 client usually holds a
 * whole /64 (a home or a server gets one), so counting single addresses would give it 2^64 tries:
 * its first 64 bits are the key. Anything else (no address) shares one key.
 */
export function loginKey(address: string | undefined): string {
  // A zone ("fe80::1%eth0") names the interface, not the client.
  const ip = address?.replace(/%.*$/, "") ?? "";
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return "unknown";
  const groups = ipv6Groups(ip);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: `::` filled with zeros, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(":"),
  );
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail ?? "");
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
