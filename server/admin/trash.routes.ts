import { Router } from "express";
import { trashQuery, trashRestoreRequest } from "../../shared/admin-api";
import { parseInput } from "../http/validate";
import type { TrashSelection } from "./trash.queries";
import type { TrashService } from "./trash.service";

export function trashRoutes(trash: TrashService): Router {
  const router = Router();

  router.get("/trash", async (req, res) => {
    res.json(await trash.list(parseInput(trashQuery, req.query)));
  });

  router.post("/trash/restore", async (req, res) => {
    const body = parseInput(trashRestoreRequest, req.body ?? {}, "body");
    const selection: TrashSelection = body.ids ? { ids: body.ids } : body.batch ? { batch: body.batch } : { all: true };
    res.json(await trash.restore(selection, req.log));
  });

  return router;
}
