import { Router } from "express";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { generateMissingSeo } from "../seo/seo.service";

export function seoRoutes(db: Db, config: Config): Router {
  const router = Router();
  router.post("/generate-seo", async (_req, res) => {
    res.json(await generateMissingSeo(db, config));
  });
  return router;
}
