import { Router } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** /healthz: the process answers. /readyz: and its database does too (for load balancers). */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    try {
      await db.execute(sql`SELECT 1`);
      res.set("Cache-Control", "no-store").json({ status: "ready" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", message: "The database is not reachable" });
    }
  });
  return router;
}
