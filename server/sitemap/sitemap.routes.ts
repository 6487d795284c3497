import { Router, type Response } from "express";
import { paths } from "../../shared/paths";
import { cacheControl } from "../http/cache-control";
import { sitemapFile, type SitemapService } from "./sitemap.service";

function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.admin}-*`,
    "Disallow: /api/admin",
    "",
    `Sitemap: ${siteUrl}${sitemapFile.index}`,
    "",
  ].join("\n");
}

export function sitemapRoutes(sitemaps: SitemapService, siteUrl: string): Router {
  const router = Router();

  const send = async (path: string, res: Response, fresh: () => boolean) => {
    const { etag, lastModified } = sitemaps.version;
    res.set({ ETag: etag, "Last-Modified": lastModified.toUTCString(), "Cache-Control": "public, max-age=0, must-revalidate" });
    if (fresh()) {
      res.status(304).end();
      return;
    }
    const xml = await sitemaps.file(path);
    if (xml === undefined) {
      res.status(404).type("text/plain").send("No such sitemap file");
      return;
    }
    res.type("application/xml").send(xml);
  };

  router.get(["/sitemap.xml", "/sitemaps/:file"], async (req, res) => {
    await send(req.path, res, () => req.fresh);
  });

  router.get("/robots.txt", (_req, res) => {
    // Built from SITE_URL alone; crawlers keep it a day themselves.
    res.set("Cache-Control", cacheControl.settings).type("text/plain").send(robotsTxt(siteUrl));
  });

  return router;
}
