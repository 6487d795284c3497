import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from "zod-openapi";
import {
  adminEvents,
  authStatus,
  businessHistory,
  businessUpdate,
  deleteAllRequest,
  deleteResult,
  importJob,
  importJobList,
  importJobStarted,
  importResult,
  importUndoResult,
  loginRequest,
  seoResult,
  signedOut,
  sitemapStats,
  trashJob,
  trashJobStarted,
  trashPage,
  trashQuery,
  trashRestoreRequest,
  trashRestoreResult,
} from "../../shared/admin-api";
import { business } from "../../shared/api";
import { editParams, exportQuery, idParam, importQuery, jobIdParam, jobQuery } from "../../shared/api-params";
import { suggestionDecision, suggestionPage, suggestionQuery } from "../../shared/suggestions";
import { insightsCsvParams, insightsQuery, insightsReport } from "../../shared/insights";
import { errors, json, jsonBody, type ErrorStatus } from "./responses";

type Operation = Omit<ZodOpenApiOperationObject, "responses"> & { responses: ZodOpenApiResponsesObject };

/** An operator's operation: needs the session cookie, and a change also an `Origin` of this site. */
function admin(operation: Operation, changes: boolean): ZodOpenApiOperationObject {
  const takesInput = operation.requestParams !== undefined || operation.requestBody !== undefined;
  const statuses: ErrorStatus[] = [401, ...(takesInput ? ([400] as const) : []), ...(changes ? ([403] as const) : [])];
  return { tags: ["admin"], security: [{ adminSession: [] }], ...operation, responses: { ...operation.responses, ...errors(...statuses) } };
}
const read = (operation: Operation) => admin(operation, false);
const change = (operation: Operation) => admin(operation, true);

const spreadsheet = {
  description: "An .xlsx workbook, sent as an attachment",
  content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.file() } },
};

export const adminOperations: ZodOpenApiPathsObject = {
  "/api/admin/login": {
    post: {
      ...change({
        operationId: "login",
        summary: "Sign in: sets the session cookie",
        requestBody: jsonBody(loginRequest),
        responses: { "200": json("Signed in", authStatus), ...errors(400, 429) },
      }),
      security: [],
    },
  },
  "/api/admin/logout": {
    post: change({ operationId: "logout", summary: "Sign out: the session ends on every instance", responses: { "200": json("Signed out", signedOut) } }),
  },
  "/api/admin/check-auth": {
    get: read({ operationId: "checkAuth", summary: "Whether this session is signed in (401 if not)", responses: { "200": json("Signed in", authStatus) } }),
  },
  "/api/admin/import": {
    post: change({
      operationId: "importSpreadsheet",
      summary: "Import an .xlsx, .xls or .csv spreadsheet of businesses",
      requestParams: { query: importQuery },
      requestBody: { required: true, content: { "multipart/form-data": { schema: z.object({ excelFile: z.file() }) } } },
      responses: {
        "200": json("The import ended: its figures and first row errors", importResult),
        "202": json("With mode=job: the import's job, whose progress GET /api/admin/imports/{id} gives", importJobStarted),
        ...errors(409, 413),
      },
    }),
  },
  "/api/admin/imports": {
    get: read({ operationId: "listImports", summary: "The recent import jobs, the latest first", responses: { "200": json("The jobs", importJobList) } }),
  },
  "/api/admin/imports/{id}": {
    get: read({
      operationId: "getImport",
      summary: "One import job",
      requestParams: { path: idParam },
      responses: { "200": json("The job", importJob), ...errors(404) },
    }),
    delete: change({
      operationId: "cancelImport",
      summary: "Cancel an import under way",
      requestParams: { path: idParam },
      responses: { "200": json("The job, cancelled", importJob), ...errors(404, 409) },
    }),
  },
  "/api/admin/imports/{id}/undo": {
    post: change({
      operationId: "undoImport",
      summary: "Take back what an import added and changed",
      requestParams: { path: idParam },
      responses: { "200": json("What was taken back", importUndoResult), ...errors(404, 409) },
    }),
  },
  "/api/admin/import-template": {
    get: read({ operationId: "getImportTemplate", summary: "An empty workbook with the import's columns", responses: { "200": spreadsheet } }),
  },
  "/api/admin/export": {
    get: read({
      operationId: "exportBusinesses",
      summary: "Every business, or one country's, as a workbook the import reads back",
      requestParams: { query: exportQuery },
      responses: { "200": spreadsheet },
    }),
  },
  "/api/admin/businesses/{id}": {
    patch: change({
      operationId: "updateBusiness",
      summary: "Edit some of a business's fields",
      requestParams: { path: idParam },
      requestBody: jsonBody(businessUpdate),
      responses: { "200": json("The business as edited", business), ...errors(404) },
    }),
    delete: change({
      operationId: "deleteBusiness",
      summary: "Move a business to the trash",
      requestParams: { path: idParam },
      responses: { "200": json("The trash batch it went to", deleteResult), ...errors(404) },
    }),
  },
  "/api/admin/businesses/{id}/history": {
    get: read({
      operationId: "getBusinessHistory",
      summary: "A business's last edits, the latest first",
      requestParams: { path: idParam },
      responses: { "200": json("The edits", businessHistory), ...errors(404) },
    }),
  },
  "/api/admin/businesses/{id}/history/{editId}/revert": {
    post: change({
      operationId: "revertEdit",
      summary: "Put back what an edit replaced, as a new edit",
      requestParams: { path: editParams },
      responses: { "200": json("The business as reverted", business), ...errors(404, 409) },
    }),
  },
  "/api/admin/delete-all": {
    delete: change({
      operationId: "deleteAll",
      summary: "Move every business to the trash, as a job in batches",
      requestParams: { query: jobQuery },
      requestBody: jsonBody(deleteAllRequest),
      responses: {
        "200": json("The job ended: the trash batch they went to", deleteResult),
        "202": json("With mode=job: the job, whose progress GET /api/admin/trash/jobs/{id} gives", trashJobStarted),
        ...errors(400, 409),
      },
    }),
  },
  "/api/admin/suggestions": {
    get: read({
      operationId: "listSuggestions",
      summary: "The queue of visitors' suggestions and owners' submissions",
      requestParams: { query: suggestionQuery },
      responses: { "200": json("A page of the queue", suggestionPage) },
    }),
  },
  "/api/admin/suggestions/{id}/accept": {
    post: change({
      operationId: "acceptSuggestion",
      summary: "Apply an item through the edit history",
      requestParams: { path: idParam },
      responses: { "200": json("The item, accepted", suggestionDecision), ...errors(404, 409) },
    }),
  },
  "/api/admin/suggestions/{id}/reject": {
    post: change({
      operationId: "rejectSuggestion",
      summary: "Close an item unapplied",
      requestParams: { path: idParam },
      responses: { "200": json("The item, rejected", suggestionDecision), ...errors(404, 409) },
    }),
  },
  "/api/admin/trash": {
    get: read({
      operationId: "listTrash",
      summary: "A page of the trash, the latest deleted first",
      requestParams: { query: trashQuery },
      responses: { "200": json("The page", trashPage) },
    }),
  },
  "/api/admin/trash/restore": {
    post: change({
      operationId: "restoreTrash",
      summary: "Restore some entries, one delete or the whole trash; a batch as a job in batches with mode=job",
      requestParams: { query: jobQuery },
      requestBody: jsonBody(trashRestoreRequest),
      responses: {
        "200": json("What came back", trashRestoreResult),
        "202": json("With mode=job: the job, whose progress GET /api/admin/trash/jobs/{id} gives", trashJobStarted),
        ...errors(400, 409),
      },
    }),
  },
  "/api/admin/trash/jobs/{id}": {
    get: read({
      operationId: "getTrashJob",
      summary: "A delete-all or restore job: its progress, and what it did once ended",
      requestParams: { path: jobIdParam },
      responses: { "200": json("The job", trashJob), ...errors(400, 404) },
    }),
  },
  "/api/admin/generate-seo": {
    post: change({
      operationId: "generateSeo",
      summary: "Write the missing SEO texts",
      responses: { "200": json("How many were written", seoResult), ...errors(409) },
    }),
  },
  "/api/admin/sitemap-stats": {
    get: read({ operationId: "getSitemapStats", summary: "The sitemap files and their counts", responses: { "200": json("The sitemaps", sitemapStats) } }),
  },
  "/api/admin/insights": {
    get: read({
      operationId: "getInsights",
      summary: "Visitors' searches and page views over a range of days (at most 400), crawlers apart",
      requestParams: { query: insightsQuery },
      responses: { "200": json("Visits per day and the top searches and pages", insightsReport) },
    }),
  },
  "/api/admin/insights/{table}.csv": {
    get: read({
      operationId: "getInsightsCsv",
      summary: "One table of the insights over a range of days, as a CSV attachment",
      requestParams: { path: insightsCsvParams, query: insightsQuery },
      responses: { "200": { description: "The table as CSV, sent as an attachment", content: { "text/csv": { schema: z.string() } } } },
    }),
  },
  "/api/admin/activity": {
    get: read({ operationId: "listActivity", summary: "The operator's recent actions", responses: { "200": json("The last 20 events", adminEvents) } }),
  },
};
