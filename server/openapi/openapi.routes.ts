import { Router } from "express";
import { apiDocument } from "./api-document";

/** GET /api/openapi.json: public and cacheable; it describes the admin routes too, which stay behind their session. */
export function openapiRoutes(siteName: string): Router {
  const router = Router();
  let document: string | undefined;
  router.get("/openapi.json", (_req, res) => {
    // Made at the first request: most instances never serve it.
    document ??= JSON.stringify(apiDocument(siteName));
    res.set("Cache-Control", "public, max-age=300").type("application/json").send(document);
  });
  return router;
}
