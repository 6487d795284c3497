import { getTableColumns } from "drizzle-orm";
import { businesses, type BusinessSource, type NewBusinessRow } from "../../shared/schema";

/**
 * A sample listing is never verified, whatever a file or an edit asks: it is not a real business, and
 * its page says so beside where the Verified badge would be. Every write of the flag goes through this.
 */
export function verifiedAsStored(source: BusinessSource | undefined, verified: boolean): boolean {
  return verified && source !== "sample";
}

/** A column an insert writes: its name, its PostgreSQL type, and how to read it from a row (jsonb as the value, not yet JSON). */
type BatchColumn = [name: string, type: string, read: (row: NewBusinessRow) => unknown];

/** What the database fills in itself: the timestamps of a new row (the rank is generated). */
const filledByDatabase = new Set<string>(["createdAt", "updatedAt"]);

/**
 * Every column an insert writes, read from the table: a value the row leaves out is the column's
 * default, as an explicit NULL takes none. The seed's COPY writes the same columns.
 */
export const batchColumns: BatchColumn[] = Object.entries(getTableColumns(businesses))
  .filter(([field, column]) => !column.generated && !filledByDatabase.has(field))
  .map(([field, column]): BatchColumn => {
    const type = column.getSQLType();
    if (field === "isVerified") return [column.name, type, (r) => verifiedAsStored(r.source, r.isVerified ?? false)];
    const fallback: unknown = column.default ?? null;
    const key = field as keyof NewBusinessRow;
    return [column.name, type, (r) => r[key] ?? fallback];
  });

/**
 * Rows ready to insert: each column's values as one PostgreSQL array literal
 * (`{"a","b",NULL}`) in UTF-8 bytes, sent as a binary text parameter. An import
 * builds these in its parsing worker and hands their memory to the server's
 * thread (transferred, not copied), so the server neither builds, serialises
 * nor holds them as strings: as strings, a million rows' worth passed through
 * its heap and stayed there until a full collection. The slugs travel as a
 * list too, since the server may still change some.
 */
export interface BusinessBatch {
  count: number;
  /** Column names, in the order of `types` and `arrays`. */
  names: string[];
  types: string[];
  arrays: Uint8Array[];
  slugs: string[];
  /** A refresh's: each row's fields with a value (refresh-fields.ts givenMask), as an int4[] literal. */
  given?: Uint8Array;
}

/** One element of an array literal: quoted (with " and \ escaped) unless null, a number or a boolean. */
function element(type: string, value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (type === "boolean") return value ? "t" : "f";
  if (type !== "text" && type !== "jsonb") return String(value);
  const text = type === "jsonb" ? JSON.stringify(value) : String(value);
  // Plain replacements: JSON text holds dozens of quotes, and a pattern with a replacement string costs more per quote.
  const escaped = text.includes("\\") ? text.replaceAll("\\", "\\\\") : text;
  return `"${escaped.includes('"') ? escaped.replaceAll('"', '\\"') : escaped}"`;
}

/** The elements of `values` joined into new text that holds only its own characters (see BusinessBatchBuilder). */
function elementsText(type: string, values: readonly unknown[]): string {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) elements[i] = element(type, values[i]);
  return elements.join(",");
}

const utf8 = new TextEncoder();
/**
 * `{part,part,…}`: parts already encoded, joined into one array literal's bytes. Each array its own
 * memory, never part of a shared pool, so it can be transferred alone.
 */
function arrayOfParts(parts: readonly Uint8Array[]): Uint8Array {
  let length = 2 + Math.max(parts.length - 1, 0);
  for (const part of parts) length += part.length;
  const bytes = new Uint8Array(length);
  bytes[0] = 123; // {
  let at = 1;
  parts.forEach((part, i) => {
    if (i > 0) bytes[at++] = 44; // ,
    bytes.set(part, at);
    at += part.length;
  });
  bytes[at] = 125; // }
  return bytes;
}

/**
 * Builds a batch a few rows at a time. Each part's values are written out, joined and encoded at
 * once: values cut from a row's text share that text's memory, and a batch that held them until it
 * was full would keep thousands of rows' text alive through every young-generation collection (which
 * copies what is alive): in the import's worker, collections took more time than reading. As bytes,
 * a part's memory lies outside the heap, and a collection moves only its small handle.
 */
export class BusinessBatchBuilder {
  private readonly columns: BatchColumn[];
  private parts: Uint8Array[][];
  private givenParts: Uint8Array[] = [];
  private slugs: string[] = [];
  count = 0;

  /** `withIds`: the rows carry their ids; otherwise they take them from the identity sequence. */
  constructor(withIds: boolean) {
    this.columns = withIds ? batchColumns : batchColumns.filter(([name]) => name !== "id");
    this.parts = this.columns.map(() => []);
  }

  /** `given`: for a refresh, each row's fields with a value. */
  add(rows: readonly NewBusinessRow[], given?: readonly number[]): this {
    if (rows.length === 0) return this;
    this.columns.forEach(([, type, read], i) => this.parts[i]?.push(utf8.encode(elementsText(type, rows.map(read)))));
    if (given) this.givenParts.push(utf8.encode(given.join(",")));
    // A new string per slug: one cut from the file's text would hold that text.
    for (const slug of rows
      .map((r) => r.slug)
      .join("\n")
      .split("\n"))
      this.slugs.push(slug);
    this.count += rows.length;
    return this;
  }

  /** The rows added since the last take, as one batch. */
  take(): BusinessBatch {
    const batch: BusinessBatch = {
      count: this.count,
      names: this.columns.map(([name]) => name),
      types: this.columns.map(([, type]) => type),
      arrays: this.parts.map(arrayOfParts),
      slugs: this.slugs,
      ...(this.givenParts.length > 0 ? { given: arrayOfParts(this.givenParts) } : {}),
    };
    this.parts = this.columns.map(() => []);
    this.givenParts = [];
    this.slugs = [];
    this.count = 0;
    return batch;
  }
}

export const toBusinessBatch = (rows: NewBusinessRow[]): BusinessBatch =>
  new BusinessBatchBuilder(rows.length > 0 && rows.every((r) => r.id !== undefined)).add(rows).take();

/** The same batch with other slugs (the import gives a taken slug a -2, -3 … suffix). */
export function withSlugs(batch: BusinessBatch, slugs: string[]): BusinessBatch {
  if (slugs.every((slug, i) => slug === batch.slugs[i])) return batch;
  const at = batch.names.indexOf("slug");
  return { ...batch, slugs, arrays: batch.arrays.map((array, i) => (i === at ? arrayOfParts([utf8.encode(elementsText("text", slugs))]) : array)) };
}

/** The distinct memory behind a batch's arrays, handed between the reading worker and the server (transferred, not copied). */
export const batchBuffers = (batch: BusinessBatch): ArrayBuffer[] => [
  ...new Set([...batch.arrays, ...(batch.given ? [batch.given] : [])].map((array) => array.buffer as ArrayBuffer)),
];
