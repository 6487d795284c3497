import { count, eq } from "drizzle-orm";
import type { Response } from "supertest";
import type supertest from "supertest";
import { expect } from "vitest";
import { importResult, type ImportResult } from "../../shared/admin-api";
import { business, type Business } from "../../shared/api";
import { businesses } from "../../shared/schema";
import { sameOriginClient } from "./admin-agent";
import type { TestContext } from "./test-app";

export type Agent = ReturnType<typeof supertest.agent>;

/** POST /api/admin/import with one file in the form field excelFile, sent as the site's import tab sends it (with its Origin). */
export function upload(agent: Agent, buffer: Buffer, fileName: string, field = "excelFile") {
  return sameOriginClient(agent).post("/api/admin/import").attach(field, buffer, fileName);
}

/** Uploads a file that must import (200) and returns the parsed answer. */
export async function importFile(agent: Agent, buffer: Buffer, fileName: string): Promise<ImportResult> {
  const res = await upload(agent, buffer, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return importResult.parse(res.body);
}

/** Rows in the businesses table, counted in the database itself. */
export async function businessCount(context: TestContext): Promise<number> {
  const [row] = await context.database.db.select({ n: count() }).from(businesses);
  return Number(row?.n ?? 0);
}

/** The business with this place id as GET /api/businesses/{id} answers it. */
export async function fetchByPlaceId(context: TestContext, placeId: string): Promise<Business> {
  const [row] = await context.database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.placeId, placeId));
  expect(row, `no business with place_id ${placeId}`).toBeDefined();
  const res = await context.request.get(`/api/businesses/${row?.id}`).expect(200);
  return business.parse(res.body);
}

/** A supertest parser that keeps a binary body as one Buffer. */
export function binaryParser(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}
