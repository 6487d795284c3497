import { Router } from "express";
import { trashQuery, trashRestoreRequest, type TrashJobStarted } from "../../shared/admin-api";
import { jobIdParam, jobQuery } from "../../shared/api-params";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/validate";
import type { TrashJobs } from "./trash-jobs";
import type { TrashSelection } from "./trash.queries";
import type { TrashService } from "./trash.service";

export function trashRoutes(trash: TrashService, jobs: TrashJobs): Router {
  const router = Router();

  router.get("/trash", async (req, res) => {
    res.json(await trash.list(parseInput(trashQuery, req.query)));
  });

  // One transaction, answered when it ends; a batch's restore as a job in batches with ?mode=job (decision 044).
  router.post("/trash/restore", async (req, res) => {
    const { mode } = parseInput(jobQuery, req.query);
    const body = parseInput(trashRestoreRequest, req.body ?? {}, "body");
    if (mode === "job") {
      if (!body.batch) throw new HttpError(400, 'Only a batch is restored as a job: send {"batch": …}', { batch: ["is required with mode=job"] });
      const { job, finished } = await jobs.restoreBatch(body.batch, req.log);
      finished.catch(() => {});
      res.status(202).json({ jobId: job.id } satisfies TrashJobStarted);
      return;
    }
    const selection: TrashSelection = body.ids ? { ids: body.ids } : body.batch ? { batch: body.batch } : { all: true };
    res.json(await trash.restore(selection, req.log));
  });

  router.get("/trash/jobs/:id", (req, res) => {
    res.json(jobs.get(parseInput(jobIdParam, req.params, "path").id));
  });

  return router;
}
