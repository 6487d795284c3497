import type supertest from "supertest";
import { expect } from "vitest";
import { z } from "zod";

/** The parts of an OpenAPI document these checks read. */
interface ResponseSpec {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
}
interface OperationSpec {
  security?: unknown[];
  responses: Record<string, ResponseSpec>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, OperationSpec>>;
  components?: { schemas?: Record<string, unknown> };
}

const methods = ["get", "post", "put", "patch", "delete"];

/** Every operation the document describes, as "GET /api/businesses/{id}". */
export const describedOperations = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => methods.includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );

/** The document's path for a URL path: a fixed segment before a parameter, as Express matches them. */
function templateOf(document: ApiDocument, path: string): string | undefined {
  const fits = Object.keys(document.paths).filter((template) => {
    const pattern = template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(path);
  });
  return fits.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/** A response schema of the document as zod: its references resolved, and objects closed as it declares them. */
function zodOf(document: ApiDocument, schema: unknown): z.ZodType {
  const refs = JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/');
  return z.fromJSONSchema({ ...JSON.parse(refs), $defs: document.components?.schemas ?? {} });
}

/**
 * Checks answers against the document: each request's route must be in it, its status among the
 * operation's responses (or `default`), its media type listed, its required headers sent, and a JSON
 * body must parse with the response's schema, whose objects admit no field they do not name.
 */
export class DescribedAnswers {
  /** "GET /api/businesses/{id} 200" for each answer checked. */
  readonly seen = new Set<string>();

  constructor(private readonly document: ApiDocument) {}

  async check(test: supertest.Test): Promise<supertest.Response> {
    const res = await test;
    const { pathname } = new URL(test.url);
    const template = templateOf(this.document, pathname);
    const method = test.method.toLowerCase();
    const label = `${test.method} ${pathname} (${res.status})`;
    const operation = template ? this.document.paths[template]?.[method] : undefined;
    expect(operation, `${label}: the document has no such operation`).toBeDefined();
    const spec = operation?.responses[String(res.status)] ?? operation?.responses.default;
    expect(spec, `${label}: the document lists no answer with this status`).toBeDefined();
    this.seen.add(`${test.method} ${template} ${res.status}`);
    for (const [name, header] of Object.entries(spec?.headers ?? {})) {
      if (header.required) expect(res.headers[name.toLowerCase()], `${label}: header ${name}`).toBeDefined();
    }
    if (!spec?.content) return res;
    const mediaType = String(res.headers["content-type"]).split(";")[0] ?? "";
    expect(Object.keys(spec.content), `${label}: media type`).toContain(mediaType);
    if (mediaType === "application/json") {
      const parsed = zodOf(this.document, spec.content[mediaType]?.schema).safeParse(res.body);
      expect(parsed.success, `${label} answers what the document does not describe:\n${parsed.error?.message}`).toBe(true);
    }
    return res;
  }
}
