import { Router } from "express";
import { z } from "zod";
import { suggestionQuery } from "../../shared/suggestions";
import { parseInput } from "../http/validate";
import type { SuggestionQueue } from "./queue.service";

const itemParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "must be a positive whole number")
    .transform(Number),
});

/** The operator's queue, mounted behind the admin guards (session, same origin). */
export function suggestionQueueRoutes(queue: SuggestionQueue): Router {
  const router = Router();

  router.get("/suggestions", async (req, res) => {
    res.json(await queue.list(parseInput(suggestionQuery, req.query)));
  });

  router.post("/suggestions/:id/accept", async (req, res) => {
    res.json(await queue.accept(parseInput(itemParam, req.params, "path").id));
  });

  router.post("/suggestions/:id/reject", async (req, res) => {
    res.json(await queue.reject(parseInput(itemParam, req.params, "path").id));
  });

  return router;
}
