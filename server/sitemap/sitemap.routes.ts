import { Router, type Request, type Response } from "express";
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

  const send = async (path: string, req: Request, res: Response) => {
    // Compressed once per data version by the service, not by the compression middleware on every ask;
    // the two bodies are two representations, each with its own ETag.
    const gzipped = Boolean(req.headers["accept-encoding"]) && req.acceptsEncodings("gzip", "identity") === "gzip";
    const { etag, lastModified } = sitemaps.version;
    res.vary("Accept-Encoding");
    res.set({
      ETag: gzipped ? etag.replace(/"$/, '-gzip"') : etag,
      "Last-Modified": lastModified.toUTCString(),
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const body = gzipped ? await sitemaps.gzipped(path) : await sitemaps.file(path);
    if (body === undefined) {
      res.status(404).type("text/plain").send("No such sitemap file");
      return;
    }
    if (gzipped) res.set("Content-Encoding", "gzip");
    res.type("application/xml").send(body);
  };

  router.get(["/sitemap.xml", "/sitemaps/:file"], async (req, res) => {
    await send(req.path, req, res);
  });

  router.get("/robots.txt", (_req, res) => {
    // Built from SITE_URL alone; crawlers keep it a day themselves.
    res.set("Cache-Control", cacheControl.settings).type("text/plain").send(robotsTxt(siteUrl));
  });

  return router;
}
