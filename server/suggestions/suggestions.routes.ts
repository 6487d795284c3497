import express, { Router, type Request } from "express";
import { idParam } from "../../shared/api-params";
import { submissionRequest, suggestionRequest } from "../../shared/suggestions";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { sameOriginOnly } from "../http/same-origin";
import { parseInput } from "../http/validate";
import { clientKey } from "../rate-limit/client-key";
import type { PostgresLimiter } from "../rate-limit/postgres-limiter";
import { AltchaGuard } from "./altcha";
import { SuggestionService } from "./suggestions.service";

/**
 * What visitors and owners send (decision 033): GET /altcha/challenge, POST /businesses/{id}/suggestions
 * and POST /submissions, each answered 202 once queued for the operator. The checks run from the cheapest:
 * the fields, the business, the proof of work (spent once), then the client's hourly count.
 */
export function suggestionRoutes(deps: { db: Db; config: Config; throttle: PostgresLimiter }): Router {
  const altcha = new AltchaGuard(deps.db, deps.config.sessionSecret, deps.config.altchaMaxCounter);
  const service = new SuggestionService(deps.db);
  const router = Router();

  const guard = async (req: Request, payload: string) => {
    await altcha.spend(payload);
    const wait = await deps.throttle.take(clientKey(req.ip));
    if (wait > 0) {
      req.res?.set("Retry-After", String(wait));
      throw new HttpError(429, `Too many suggestions from your network. Try again in ${Math.ceil(wait / 60)} minutes.`);
    }
  };

  router.get("/altcha/challenge", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await altcha.challenge());
  });

  const body = [sameOriginOnly(deps.config), express.json({ limit: "16kb" })];

  router.post("/businesses/:id/suggestions", ...body, async (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    const input = parseInput(suggestionRequest, req.body ?? {}, "body");
    await service.requireBusiness(id);
    await guard(req, input.altcha);
    res.status(202).json({ id: await service.suggest(id, input) });
  });

  router.post("/submissions", ...body, async (req, res) => {
    const input = parseInput(submissionRequest, req.body ?? {}, "body");
    await guard(req, input.altcha);
    res.status(202).json({ id: await service.submit(input) });
  });

  return router;
}
