import { Router } from "express";
import { idParam } from "../../shared/api-params";
import { suggestionQuery } from "../../shared/suggestions";
import { parseInput } from "../http/validate";
import type { SuggestionQueue } from "./queue.service";

/** The operator's queue, mounted behind the admin guards (session, same origin). */
export function suggestionQueueRoutes(queue: SuggestionQueue): Router {
  const router = Router();

  router.get("/suggestions", async (req, res) => {
    res.json(await queue.list(parseInput(suggestionQuery, req.query)));
  });

  router.post("/suggestions/:id/accept", async (req, res) => {
    res.json(await queue.accept(parseInput(idParam, req.params, "path").id));
  });

  router.post("/suggestions/:id/reject", async (req, res) => {
    res.json(await queue.reject(parseInput(idParam, req.params, "path").id));
  });

  return router;
}
