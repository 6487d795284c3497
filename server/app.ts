import type { IncomingMessage, RequestListener } from "node:http";
import express, { type RequestHandler, type Router } from "express";
import type { Config } from "./config";
import { isEmbedded, type Db } from "./db/database";
import { retireWhenReplicaCatchesUp } from "./db/replica-catch-up";
import { directoryRoutes, publicReadRoute, readyAnswerByUrl } from "./directory/directory.routes";
import { DirectoryService } from "./directory/directory.service";
import type { ReadyAnswer } from "./http/ready-answer";
import { ReadyAnswers, type HeldAnswer } from "./directory/ready-answers";
import { DataVersion } from "./cache/data-version";
import { VersionedCache } from "./cache/versioned-cache";
import { FacetCache } from "./facets/facets";
import { cacheControl } from "./http/cache-control";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { frontDoor } from "./http/front-door";
import { healthRoutes } from "./http/health.routes";
import { createLogger, requestLogger, type Logger } from "./http/logger";
import { compressionWhenAccepted } from "./http/compression";
import { securityHeaders } from "./http/security";
import { siteRoutes } from "./site/site.routes";
import { sitemapRoutes } from "./sitemap/sitemap.routes";
import { SitemapService } from "./sitemap/sitemap.service";
import { clientRoutes } from "./web/client-routes";
import { adminRoutes } from "./admin/admin.routes";
import { LoginThrottle } from "./admin/login-throttle";
import type { SignOutFeed } from "./admin/held-session-store";
import { adminSession } from "./admin/session";
import type { PostgresLimiter } from "./rate-limit/postgres-limiter";
import { AppMetrics } from "./metrics/app-metrics";
import { metricsRoutes } from "./metrics/metrics.routes";
import { requestMetrics, routeLabels } from "./metrics/request-metrics";
import { suggestionRoutes } from "./suggestions/suggestions.routes";
import { suggestionThrottle } from "./suggestions/suggestion-throttle";
import { openapiRoutes } from "./openapi/openapi.routes";
import { mapRoutes } from "./map/map.routes";
import { InsightsCounter } from "./insights/insights-counter";

export interface AppDeps {
  /** The primary: every write, the admin area, sessions and the counts cache. */
  db: Db;
  /** Where public pages and the API read businesses (a replica); the primary when omitted. */
  readDb?: Db;
  config: Config;
  /** Folder with the built client; omitted in API-only tests. */
  clientDir?: string;
  /** The data version: the server's change listener and tests that write rows themselves tell it of changes. */
  dataVersion?: DataVersion;
  /** Failed-login limiter; tests pass a tighter one. */
  throttle?: LoginThrottle;
  /** Visitors' suggestions and owners' submissions per client; tests pass one of their own. */
  suggestionLimit?: PostgresLimiter;
  /** Where request and error lines go; tests pass one that writes to memory. */
  logger?: Logger;
  /** Matches a search counts exactly; tests pass a small number. */
  searchTotalLimit?: number;
  /** Rows per transaction of a delete-all or restore job; tests pass a small one to see several batches. */
  trashBatchSize?: number;
  /** Sign-outs on other instances (heard by the server's listener), so this one forgets those sessions at once. */
  signOuts?: SignOutFeed;
}

/** Admin answers hold the directory's private side and the operator's session state: no cache, shared or the browser's, may keep them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", cacheControl.noStore);
  next();
};

/**
 * Where requests enter, and the Express router behind it, whose routes the API's description is tested against;
 * with the insights' counter when INSIGHTS is on, which the server flushes on a timer and at shutdown.
 */
export type App = RequestListener & { router: Router; insights?: InsightsCounter };

export function createApp({
  db,
  readDb = db,
  config,
  clientDir,
  dataVersion = new DataVersion(),
  throttle = new LoginThrottle(db.$client),
  suggestionLimit = suggestionThrottle(db.$client),
  logger = createLogger(config.logLevel),
  searchTotalLimit,
  signOuts,
  trashBatchSize,
}: AppDeps): App {
  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For and X-Forwarded-Proto count (TRUST_PROXY): they decide the address the login limit
  // counts and whether the session cookie is Secure.
  app.set("trust proxy", config.trustProxy);

  // Routers in the order of their traffic: each one a request enters and leaves unanswered costs it time.
  // The public API's answers are gzipped once, when made (ready-answer.ts); everything after is compressed per response.
  // Ready answers made before the replica had a write are retired again once it has it.
  if (readDb !== db)
    retireWhenReplicaCatchesUp(
      db,
      readDb,
      (listener) => dataVersion.onChange(listener),
      () => dataVersion.retire(),
      logger,
    );
  const facets = new FacetCache(db, dataVersion);
  // Only with a token of its own: without one there is no /metrics at all.
  const metrics = config.metricsToken ? new AppMetrics({ db, readDb, dataVersion }) : undefined;
  const directory = new DirectoryService(readDb, facets, dataVersion, searchTotalLimit);
  // The public API's ready answers by the exact URL asked, so the next request for it is answered in front of Express
  // (http/front-door.ts): a public answer depends on its URL alone (no cookie, no session).
  const byUrl = new VersionedCache<HeldAnswer>(dataVersion, { name: "answers-by-url", max: 1000, ttlMs: 60_000 });
  const readers = { directory, answers: new ReadyAnswers(directory, dataVersion) };
  const readyAnswer = readyAnswerByUrl(readers, byUrl);
  // Visitors' searches and page views (decision 049), counted where a public read is answered: by the
  // front door, or inside a page (its first answers), which the browser then does not ask for again.
  const insights = config.insights ? new InsightsCounter(db) : undefined;
  const answered = insights && ((req: IncomingMessage, url: string, ready: ReadyAnswer) => insights.observe(url, ready, req.headers["user-agent"]));
  app.use("/api", directoryRoutes(readers, byUrl), siteRoutes(config));
  // Before compression: the map's JSON carries its own gzip, and the tile archive's ranges are raw bytes.
  app.use(mapRoutes(config));
  app.use(compressionWhenAccepted());
  const session = adminSession(db.$client, config, isEmbedded(db), signOuts);
  app.use("/api", suggestionRoutes({ db, config, throttle: suggestionLimit }));
  const sitemaps = new SitemapService(readDb, facets, dataVersion, config.siteUrl, config.sitemapUrlsPerFile);
  app.use(
    "/api/admin",
    noStore,
    express.json({ limit: "100kb" }),
    session.middleware,
    adminRoutes({
      db,
      config,
      data: dataVersion,
      sitemaps,
      passport: session.passport,
      throttle,
      importObserver: metrics?.imports,
      trashBatchSize,
      insights,
    }),
  );
  app.use("/api", openapiRoutes(config.siteName), apiNotFound);
  app.use(healthRoutes(db));
  if (metrics && config.metricsToken) app.use(metricsRoutes(metrics.registry, config.metricsToken));
  app.use(sitemapRoutes(sitemaps, config.siteUrl));
  if (clientDir) app.use(clientRoutes(clientDir, config, directory, readyAnswer, answered));
  app.use(errorHandler);
  const entry = frontDoor({
    steps: [requestLogger(logger), securityHeaders(config), ...(metrics ? [requestMetrics(metrics, routeLabels(app, publicReadRoute))] : [])],
    readyAnswer,
    app,
    answered,
  });
  return Object.assign(entry, { router: app.router, insights });
}
