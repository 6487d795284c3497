import { Router } from "express";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { DataVersion } from "../cache/data-version";
import { apiNotFound } from "../http/error-handler";
import { authRoutes } from "./auth.routes";
import { BusinessAdminService } from "./businesses.service";
import { dataRoutes } from "./data.routes";
import { selectRecentAdminEvents } from "../activity/admin-events.queries";
import { sameOriginOnly } from "../http/same-origin";
import { requireAdmin } from "./guards";
import { ImportService } from "./import.service";
import { ImportJobs } from "./import-jobs";
import type { LoginThrottle } from "./login-throttle";
import type { ImportObserver } from "../metrics/import-metrics";
import type { SitemapService } from "../sitemap/sitemap.service";
import { seoRoutes } from "./seo.routes";
import { insightsRoutes } from "../insights/insights.routes";
import type { InsightsCounter } from "../insights/insights.service";
import { suggestionQueueRoutes } from "../suggestions/queue.routes";
import { SuggestionQueue } from "../suggestions/queue.service";
import { trashRoutes } from "./trash.routes";
import { TrashService } from "./trash.service";
import { TrashJobs } from "./trash-jobs";
import type { ShownJobRow } from "./import-jobs.queries";
import type { AdminPassport } from "./session";

/**
 * Everything under /api/admin: cross-origin state changes are refused first;
 * then only /login is open, and every other path (unknown ones too) needs a session.
 */
export function adminRoutes(deps: {
  db: Db;
  config: Config;
  data: DataVersion;
  sitemaps: SitemapService;
  passport: AdminPassport;
  throttle: LoginThrottle;
  /** Told of each import job's start and end (/metrics), when metrics are on. */
  importObserver?: ImportObserver;
  /** Rows per transaction of a delete-all or restore job; tests pass a small one. */
  trashBatchSize?: number;
  /** Visitors' counts not yet written, written before the operator reads the insights; none when INSIGHTS is off. */
  insights?: InsightsCounter;
}): Router {
  const { db, config, data } = deps;
  const router = Router();
  router.use(sameOriginOnly(config));
  router.use(authRoutes(deps.passport, deps.throttle));
  router.use(requireAdmin);
  const imports = new ImportJobs(db, new ImportService(db, data), data, deps.importObserver);
  const businesses = new BusinessAdminService(db, data);
  const reopened = (rows: ShownJobRow[]) => imports.reopened(rows);
  const trashJobs = new TrashJobs(db, data, reopened, deps.trashBatchSize);
  router.use(dataRoutes({ db, imports, businesses, trashJobs, importMaxBytes: config.importMaxBytes }));
  router.use(suggestionQueueRoutes(new SuggestionQueue(db, data, businesses)));
  router.use(trashRoutes(new TrashService(db, data, reopened), trashJobs));
  router.use(seoRoutes(db, config, data));
  router.use(insightsRoutes(db, deps.insights));
  router.get("/sitemap-stats", async (_req, res) => {
    res.json(await deps.sitemaps.stats());
  });
  router.get("/activity", async (_req, res) => {
    const events = await selectRecentAdminEvents(db, 20);
    res.json(events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })));
  });
  router.use(apiNotFound);
  return router;
}
