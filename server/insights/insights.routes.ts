import { Router } from "express";
import { insightsCsvParams, insightsQuery } from "../../shared/insights";
import type { Db } from "../db/database";
import { parseInput } from "../http/validate";
import type { InsightsCounter } from "./insights-counter";
import { insightsCsv, insightsReport } from "./insights.service";

/** The operator's insights (under /api/admin, behind its session): the report, and each of its tables as CSV. */
export function insightsRoutes(db: Db, counter: InsightsCounter | undefined): Router {
  const router = Router();
  router.get("/insights", async (req, res) => {
    res.json(await insightsReport(db, counter, parseInput(insightsQuery, req.query)));
  });
  router.get("/insights/:table.csv", async (req, res) => {
    const { table } = parseInput(insightsCsvParams, req.params, "path");
    const query = parseInput(insightsQuery, req.query);
    const csv = insightsCsv(await insightsReport(db, counter, query), table);
    res.type("text/csv; charset=utf-8").attachment(`insights-${table}-${query.from}-to-${query.to}.csv`).send(csv);
  });
  return router;
}
