import { Router, type RequestHandler } from "express";
import multer from "multer";
import { businessUpdate, deleteAllRequest, type DeleteResult, type TrashJobStarted } from "../../shared/admin-api";
import { editParams, exportQuery, idParam, importQuery, jobQuery, type ImportQuery } from "../../shared/api-params";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/validate";
import { storableText } from "../spreadsheet/storable-text";
import type { BusinessAdminService } from "./businesses.service";
import { exportFileName, importTemplate, writeExport } from "./export.service";
import type { ImportJobs } from "./import-jobs";
import type { TrashJobs } from "./trash-jobs";
import { removeStaleUploadDirs, uploadDir } from "./import-uploads";

/** multer's errors as clear 4xx answers. The import job removes each stored file when it ends. */
function uploadOne(maxBytes: number): RequestHandler {
  // Before multer makes this process's folder: what ended processes left goes first.
  removeStaleUploadDirs();
  const upload = multer({
    dest: uploadDir,
    limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25 },
    defParamCharset: "utf8",
  }).single("excelFile");
  const megabytes = Math.round(maxBytes / 1024 / 1024);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, `The file is too large: the limit is ${megabytes} MB`));
        return next(new HttpError(400, "Send exactly one spreadsheet in the form field excelFile"));
      }
      next(new HttpError(400, "The upload could not be read: send a multipart form with the field excelFile"));
    });
  };
}

export function dataRoutes(deps: { db: Db; imports: ImportJobs; businesses: BusinessAdminService; trashJobs: TrashJobs; importMaxBytes: number }): Router {
  const router = Router();

  // Answers when the import ends, or at once with its job's id (?mode=job), which the routes below follow.
  // The query is checked before the upload is stored: a refused request leaves no file behind.
  const importMode: RequestHandler = (req, res, next) => {
    res.locals.importQuery = parseInput(importQuery, req.query);
    next();
  };
  router.post("/import", importMode, uploadOne(deps.importMaxBytes), async (req, res) => {
    const { mode, existing } = res.locals.importQuery as ImportQuery;
    if (!req.file) throw new HttpError(400, "No file received: send the spreadsheet in the form field excelFile");
    // The name is stored with the job: a NUL (which filename*=utf-8''a%00b carries) would fail that write.
    const fileName = storableText(req.file.originalname.slice(0, 200)) || "upload";
    const { id, finished } = await deps.imports.start({ path: req.file.path }, fileName, req.log, existing);
    if (mode === "job") {
      finished.catch(() => {});
      res.status(202).json({ importId: id });
    } else res.json(await finished);
  });

  router.get("/imports", async (_req, res) => {
    res.json({ imports: await deps.imports.list() });
  });

  router.get("/imports/:id", async (req, res) => {
    res.json(await deps.imports.get(parseInput(idParam, req.params).id));
  });

  router.delete("/imports/:id", async (req, res) => {
    res.json(await deps.imports.cancel(parseInput(idParam, req.params).id, req.log));
  });

  router.post("/imports/:id/undo", async (req, res) => {
    res.json(await deps.imports.undo(parseInput(idParam, req.params).id, req.log));
  });

  router.get("/import-template", (_req, res) => {
    res.attachment("businesses_import_template.xlsx");
    res.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").send(importTemplate());
  });

  router.get("/export", async (req, res) => {
    const { country } = parseInput(exportQuery, req.query);
    const name = exportFileName(country);
    res.attachment(name);
    res.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    await writeExport(deps.db, res, country);
    res.end();
  });

  router.patch("/businesses/:id", async (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    res.json(await deps.businesses.update(id, parseInput(businessUpdate, req.body ?? {}, "body")));
  });

  router.get("/businesses/:id/history", async (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    res.json(await deps.businesses.history(id));
  });

  // Puts back what that edit replaced, as a new edit; 409 naming the fields changed again since.
  router.post("/businesses/:id/history/:editId/revert", async (req, res) => {
    const { id, editId } = parseInput(editParams, req.params, "path");
    res.json(await deps.businesses.revert(id, editId));
  });

  router.delete("/businesses/:id", async (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    res.json(await deps.businesses.remove(id));
  });

  // A job in batches (decision 044): answered at once with its id (?mode=job), or when it ends, as before.
  router.delete("/delete-all", async (req, res) => {
    const { mode } = parseInput(jobQuery, req.query);
    parseInput(deleteAllRequest, req.body ?? {}, "body");
    const { job, finished } = await deps.trashJobs.deleteAll(req.log);
    if (mode === "job") {
      finished.catch(() => {});
      res.status(202).json({ jobId: job.id } satisfies TrashJobStarted);
      return;
    }
    const ended = await finished;
    if (ended.status !== "done") throw new HttpError(500, ended.message ?? "The delete stopped midway");
    res.json({ message: ended.message ?? "", deleted: ended.done, batchId: ended.batchId } satisfies DeleteResult);
  });

  return router;
}
