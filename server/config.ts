import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { isIP, isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";
import { isPasswordHash } from "./admin/credentials";
import { logLevels, type LogLevel } from "./http/logger";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const booleanText = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Names Express's "trust proxy" knows for address ranges (proxy-addr). */
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4 netmask with its ones first (255.255.240.0), the other way proxy-addr takes a subnet. */
function isNetmask(text: string): boolean {
  if (!isIPv4(text)) return false;
  const bits = text.split(".").reduce((n, part) => n * 256 + Number(part), 0);
  const zeros = 2 ** 32 - 1 - bits;
  return (zeros & (zeros + 1)) === 0;
}

/** One entry of a TRUST_PROXY list: a name, an address, or a subnet as address/prefix or address/netmask. */
function isProxyEntry(entry: string): boolean {
  if (proxyRangeNames.has(entry) || isIP(entry)) return true;
  const [address = "", range = "", ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isNetmask(range);
}

/**
 * TRUST_PROXY in the forms Express's "trust proxy" takes (https://expressjs.com/en/guide/behind-proxies.html):
 * a number of hops, true or false, or a comma-separated list of addresses, subnets and range names. A wrong
 * entry stops the start here, with the variable named, rather than later inside Express.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((text, ctx): boolean | number | string[] => {
    if (text === "true" || text === "false") return text === "true";
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyEntry(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: "custom",
      message: `must be a number of hops, true, false, or a comma-separated list of addresses, subnets (10.0.0.0/8) and loopback, linklocal, uniquelocal; "${wrong}" is none of these`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })),
  DATABASE_REPLICA_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })),
  DATABASE_DIRECT_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default("./data")),
  SITE_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  SITE_NAME: z.preprocess(blankToUndefined, z.string().max(80).default("Main Street")),
  CONTACT_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
  CONTACT_PHONE: optional(z.string().regex(/^[+\d][\d\s().-]{6,24}$/, "must be a phone number")),
  SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ADMIN_USERNAME: optional(z.string().min(1).max(100)),
  ADMIN_PASSWORD: optional(z.string().min(12, "must be at least 12 characters")),
  ADMIN_PASSWORD_HASH: optional(z.string().refine(isPasswordHash, "must be a hash printed by npm run admin:hash-password")),
  SEED_SAMPLE: z.preprocess(blankToUndefined, booleanText.default(true)),
  AD_SLOT_IMAGE: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL of a 300x250 image" })),
  AD_SLOT_LINK: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  AFFILIATE_BANNERS: optional(
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "must be a JSON array" });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(
            z.object({
              title: z.string().min(1).max(80),
              text: z.string().max(200),
              url: z.url({ protocol: /^https?$/ }),
            }),
          )
          .max(2, "takes at most 2 banners"),
      ),
  ),
  SITEMAP_URLS_PER_FILE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(50_000).default(25_000)),
  IMPORT_MAX_MB: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1024).default(50)),
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3600).default(25)),
  LOG_LEVEL: optional(z.enum(logLevels)),
  TRUST_PROXY: z.preprocess(blankToUndefined, trustProxy.default(["loopback"])),
  ALTCHA_MAX_COUNTER: optional(z.coerce.number().int().min(2, "must be at least 2").max(1_000_000, "must be at most 1000000")),
  METRICS_TOKEN: optional(
    z
      .string()
      .min(32, "must be at least 32 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"),
  ),
  DEV_SERVER_ORIGIN: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) origin such as http://localhost:5173" })),
  MAP_TILES: optional(z.string()),
  MAP_STYLE_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL of a MapLibre style (style.json)" })),
  INSIGHTS: z.preprocess(blankToUndefined, z.enum(["on", "off"], { error: "must be on or off" }).default("on")),
  INSIGHTS_FLUSH_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3600).default(5)),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  databaseUrl: string | undefined;
  /**
   * Set when DATABASE_URL goes through a transaction pooler (PgBouncer): the same database reached
   * directly, for LISTEN and the migrations' lock; statements are then never named.
   */
  databaseDirectUrl?: string;
  /** A read replica of DATABASE_URL: public reads go there, writes and the admin area to the primary. */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  siteUrl: string;
  siteName: string;
  contactEmail: string | undefined;
  contactPhone: string | undefined;
  sessionSecret: string;
  adminUsername: string;
  /** Generated at start-up when neither a password nor a hash is configured outside production; printed once. */
  adminPassword: string | undefined;
  adminPasswordHash: string | undefined;
  adminPasswordGenerated: boolean;
  seedSample: boolean;
  /** Tests are quiet unless LOG_LEVEL says otherwise. */
  logLevel: LogLevel;
  importMaxBytes: number;
  /** How long a stop may take before the process exits anyway (a request or a log write that never ends). */
  shutdownTimeoutMs: number;
  /**
   * URLs per sitemap file, of businesses and of categories in towns: 25,000 by default, half what the protocol
   * allows, so that a file is built from nothing within 200 ms at ten million businesses (decision 050).
   */
  sitemapUrlsPerFile: number;
  /** The 300x250 slot on detail pages; undefined when not configured. */
  adSlot: { image: string; link: string } | undefined;
  affiliateBanners: { title: string; text: string; url: string }[];
  /** Express's "trust proxy": which peers' X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: boolean | number | string[];
  /**
   * The proof-of-work a visitor's browser does before a suggestion or submission is taken (decision 033):
   * at most this many key derivations, half of it at least. Tests default to a few.
   */
  altchaMaxCounter: number;
  /** The Vite dev server's origin, trusted for admin changes next to SITE_URL; set by `npm run dev` only. */
  devServerOrigin: string | undefined;
  /** The bearer token a scraper sends for /metrics; without one there is no /metrics. */
  metricsToken: string | undefined;
  /** A PMTiles archive on disk (absolute path), served at /map/tiles.pmtiles for the map's own style (decision 043). */
  mapTiles: string | undefined;
  /** A hosted MapLibre style the map loads instead of ours; its origin alone joins the pages' connect-src. */
  mapStyleUrl: string | undefined;
  /** Whether visitors' searches and page views are counted for the operator's insights (decision 049). */
  insights: boolean;
  /** How often the counts held in memory are written. */
  insightsFlushMs: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const value = env[name];
    const shown = /SECRET|PASSWORD|TOKEN/.test(name) ? "" : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError("Invalid configuration: DATABASE_REPLICA_URL needs DATABASE_URL (the primary it replicates)");
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError("Invalid configuration: DATABASE_DIRECT_URL needs DATABASE_URL (the pooled URL it bypasses)");
  }
  if (Boolean(e.AD_SLOT_IMAGE) !== Boolean(e.AD_SLOT_LINK)) {
    throw new ConfigError("Invalid configuration: AD_SLOT_IMAGE and AD_SLOT_LINK must be set together");
  }
  if (production) {
    for (const name of ["SESSION_SECRET", "ADMIN_USERNAME", "SITE_URL"] as const) {
      if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when NODE_ENV=production`);
    }
    if (!e.ADMIN_PASSWORD && !e.ADMIN_PASSWORD_HASH) {
      throw new ConfigError("Invalid configuration: ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) is required when NODE_ENV=production");
    }
    // .env.example's token works for a local run; copied to a production server it would open /metrics to anyone who read it.
    if (e.METRICS_TOKEN?.startsWith("change-me")) {
      throw new ConfigError("Invalid configuration: METRICS_TOKEN is the example's; generate one (openssl rand -hex 32)");
    }
  }
  const mapTiles = e.MAP_TILES === undefined ? undefined : checkedArchive(path.resolve(e.MAP_TILES));
  if (mapTiles && e.MAP_STYLE_URL) {
    throw new ConfigError("Invalid configuration: set MAP_TILES or MAP_STYLE_URL, not both (one decides the whole map's style)");
  }
  if (production && e.MAP_STYLE_URL?.startsWith("http:")) {
    throw new ConfigError("Invalid configuration: MAP_STYLE_URL must be an https:// URL when NODE_ENV=production");
  }
  const generatedPassword = e.ADMIN_PASSWORD || e.ADMIN_PASSWORD_HASH ? undefined : randomBytes(12).toString("base64url");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    dataDir: path.resolve(e.DATA_DIR),
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    siteName: e.SITE_NAME,
    contactEmail: e.CONTACT_EMAIL,
    contactPhone: e.CONTACT_PHONE,
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    adminUsername: e.ADMIN_USERNAME ?? "admin",
    adminPassword: e.ADMIN_PASSWORD ?? generatedPassword,
    adminPasswordHash: e.ADMIN_PASSWORD_HASH,
    adminPasswordGenerated: generatedPassword !== undefined,
    seedSample: e.SEED_SAMPLE,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    importMaxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    adSlot: e.AD_SLOT_IMAGE && e.AD_SLOT_LINK ? { image: e.AD_SLOT_IMAGE, link: e.AD_SLOT_LINK } : undefined,
    affiliateBanners: e.AFFILIATE_BANNERS ?? [],
    trustProxy: e.TRUST_PROXY,
    altchaMaxCounter: e.ALTCHA_MAX_COUNTER ?? (e.NODE_ENV === "test" ? 10 : 1000),
    devServerOrigin: e.DEV_SERVER_ORIGIN ? new URL(e.DEV_SERVER_ORIGIN).origin : undefined,
    metricsToken: e.METRICS_TOKEN,
    mapTiles,
    mapStyleUrl: e.MAP_STYLE_URL,
    insights: e.INSIGHTS === "on",
    insightsFlushMs: e.INSIGHTS_FLUSH_SECONDS * 1000,
  };
}

/**
 * MAP_TILES must name a readable PMTiles archive (version 3): found wrong at start-up, it stops the start
 * with one line; found wrong by visitors, it would be a map of empty tiles and errors in their consoles.
 */
function checkedArchive(file: string): string {
  const fail = (why: string) => new ConfigError(`Invalid configuration: MAP_TILES ${why} (got "${file}")`);
  let head = Buffer.alloc(8);
  try {
    if (!statSync(file).isFile()) throw fail("must be a file, not a folder");
    const fd = openSync(file, "r");
    try {
      head = head.subarray(0, readSync(fd, head, 0, head.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw fail("names no readable file");
  }
  if (head.length < 8 || head.toString("latin1", 0, 7) !== "PMTiles") throw fail("is not a PMTiles archive");
  if (head[7] !== 3) throw fail(`is a PMTiles archive of version ${head[7]}; the map reads version 3 (pmtiles convert makes one)`);
  return file;
}

/**
 * Settings that are valid but leave visitors short, said once at start-up: a production site without
 * CONTACT_EMAIL offers no way to list or correct a business (the pages say so plainly).
 */
export function configWarnings(config: Config): string[] {
  if (config.nodeEnv !== "production" || config.contactEmail) return [];
  return [
    "CONTACT_EMAIL is not set: the contact, add-business and legal pages tell visitors that no e-mail address is published, so owners cannot ask to list or correct a business",
  ];
}

/** Loads ./.env when present; variables already set in the environment win. */
export function readEnvFile(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
