import { Router } from "express";
import type { SiteInfo } from "../../shared/api";
import type { Config } from "../config";

export function siteInfoOf(config: Config): SiteInfo {
  return {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    contactEmail: config.contactEmail ?? null,
    contactPhone: config.contactPhone ?? null,
    adSlot: config.adSlot ?? null,
    affiliateBanners: config.affiliateBanners,
  };
}

export function siteRoutes(config: Config): Router {
  const router = Router();
  const info = siteInfoOf(config);
  router.get("/site", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(info);
  });
  return router;
}
