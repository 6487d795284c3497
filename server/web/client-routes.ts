import path from "node:path";
import express, { Router } from "express";

/** Serves the built SPA: hashed assets for a year, and index.html for every other GET. */
export function clientRoutes(clientDir: string): Router {
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, (_req, res) => {
    res.set("Cache-Control", "no-cache").sendFile(path.join(clientDir, "index.html"));
  });
  return router;
}
