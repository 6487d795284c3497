import { Router } from "express";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { DataVersion } from "../cache/data-version";
import { generateMissingSeo } from "../seo/seo.service";
import { announceDataChange } from "../cache/data-change.queries";
import { withLease } from "./job-lease";

export function seoRoutes(db: Db, config: Config, data: DataVersion): Router {
  const router = Router();
  router.post("/generate-seo", async (_req, res) => {
    const result = await withLease(db, "generate-seo", "SEO generation", () => generateMissingSeo(db, config));
    // Pages cached on every instance must show the new text.
    if (result.updated > 0) {
      await announceDataChange(db, data.id);
      data.changed();
    }
    res.json(result);
  });
  return router;
}
