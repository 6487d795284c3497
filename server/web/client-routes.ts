import { readFileSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import type { Config } from "../config";
import type { DirectoryService } from "../directory/directory.service";
import { apiPaths } from "../../shared/api-paths";
import { cacheControl } from "../http/cache-control";
import { isDatabaseUnavailable } from "../http/error-handler";
import { ReadyAnswer, type ReadyAnswerByUrl } from "../http/ready-answer";
import type { IncomingMessage } from "node:http";
import { siteInfoOf } from "../site/site.routes";
import { firstAnswers } from "./first-answers";
import { pageHead, type PageHead } from "./page-head";
import { pageModuleLinks } from "./page-modules";
import { precompressedAssets } from "./precompressed-assets";
import { injectHead, renderHeadTags } from "./render-head";

/** While the database is away the page still loads: the client shows its error view and retries. */
const unavailable = (path: string): PageHead => ({
  status: 503,
  title: "Temporarily unavailable",
  description: "This page is temporarily unavailable. Please try again shortly.",
  canonical: path,
  noindex: true,
});

/**
 * Serves the built SPA: hashed assets for a year, and for every other GET the
 * shell with that page's head and true status (404 for unknown pages), so
 * crawlers see the same title, description and data the client renders.
 */
export function clientRoutes(
  clientDir: string,
  config: Config,
  directory: DirectoryService,
  readyAnswer: ReadyAnswerByUrl,
  /** Told of each answer a page carries (the insights' counts: the browser does not ask the API for these again). */
  answered?: (req: IncomingMessage, url: string, ready: ReadyAnswer) => void,
): Router {
  const router = Router();
  const template = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const site = new ReadyAnswer(siteInfoOf(config));
  const answerOf: ReadyAnswerByUrl = (url) => (url === apiPaths.site ? site : readyAnswer(url));
  const moduleLinks = pageModuleLinks(clientDir);
  const assetsDir = path.join(clientDir, "assets");
  router.use(
    "/assets",
    precompressedAssets(assetsDir, "1y"),
    express.static(assetsDir, { immutable: true, maxAge: "1y", fallthrough: false, redirect: false }),
  );
  // No directory redirects: "/a/..%2F" must not bounce to "/a/../" but get its page (or its 404).
  router.use(express.static(clientDir, { index: false, maxAge: "1h", redirect: false }));
  router.get(/.*/, async (req, res) => {
    // "//x" (or "/\\x") is a path to us, but `new URL` reads it as the host x ("//" is no URL at all), and
    // so would a browser given it as a Location: it goes to its path with one slash, always on this site.
    if (/^[/\\]{2}/.test(req.originalUrl)) return res.redirect(301, req.originalUrl.replace(/^[/\\]+/, "/"));
    const url = new URL(req.originalUrl, config.siteUrl);
    const [head, answers] = await Promise.all([
      pageHead(url, config.siteName, config.siteUrl, directory).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        req.log.error({ err: error }, `${req.method} ${req.path}: page served without data, the database is unreachable`);
        return unavailable(url.pathname);
      }),
      firstAnswers(url, answered && req.method === "GET" ? counted(answerOf, (apiUrl, ready) => answered(req, apiUrl, ready)) : answerOf),
    ]);
    if (head.status === 503) res.set("Retry-After", "5");
    const tags = `${renderHeadTags(head, config.siteName, config.siteUrl)}\n    ${moduleLinks(url.pathname)}`;
    const html = injectHead(template, tags).replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${answers}`);
    // A page is the same for every visitor (no cookie is read here), so a CDN may keep it as it keeps the
    // API reads inside it; a 404 too, as dead links draw crawlers. Not the operator's screens, nor an outage.
    const cache = head.status === 503 || head.operatorOnly ? cacheControl.noStore : cacheControl.publicRead;
    res.status(head.status).set("Cache-Control", cache).type("html").send(html);
  });
  return router;
}

/** `answerOf`, telling `seen` of each answer it gives. */
function counted(answerOf: ReadyAnswerByUrl, seen: (url: string, ready: ReadyAnswer) => void): ReadyAnswerByUrl {
  return (url) => {
    const ready = answerOf(url);
    if (ready instanceof Promise)
      return ready.then((made) => {
        if (made) seen(url, made);
        return made;
      });
    if (ready) seen(url, ready);
    return ready;
  };
}
