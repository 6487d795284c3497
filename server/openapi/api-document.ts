import { createDocument } from "zod-openapi";
import { importJob, sessionCookieName } from "../../shared/admin-api";
import { business, errorResponse, listedBusiness } from "../../shared/api";
import { adminOperations } from "./admin-operations";
import { publicOperations } from "./public-operations";

/**
 * The API's description (OpenAPI 3.1), made from the shared zod schemas the routes parse and answer with
 * (decision 036). Its completeness and the answers' shapes are tested against the running app
 * (openapi.test.ts, public-answers.test.ts, admin-answers.test.ts).
 */
export function apiDocument(siteName: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${siteName} API`,
      version: "1.0.0",
      description:
        "The public directory's reads, the visitors' forms and the operator's admin API. Every error answers `{ message, errors? }`. " +
        "Admin routes need the session cookie that POST /api/admin/login sets; changes (POST, PATCH, DELETE) also need an `Origin` of this site.",
    },
    tags: [
      { name: "directory", description: "Public reads of the directory" },
      { name: "search", description: "Search and suggestions as typed" },
      { name: "suggestions", description: "Visitors' corrections and owners' submissions, queued for the operator" },
      { name: "site", description: "The site itself" },
      { name: "admin", description: "The operator's API" },
    ],
    paths: { ...publicOperations, ...adminOperations },
    components: {
      securitySchemes: {
        adminSession: { type: "apiKey", in: "cookie", name: sessionCookieName, description: "The operator's session, set by POST /api/admin/login" },
      },
      schemas: { Business: business, ListedBusiness: listedBusiness, ImportJob: importJob, Error: errorResponse },
    },
  });
}
