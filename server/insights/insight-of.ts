import { publicPageSize } from "../../shared/constants";
import type { ViewKind } from "../../shared/insights";
import type { ReadyAnswer } from "../http/ready-answer";

/** What one public read tells: a visitor's search with its result count, or a view of a page. */
export type Insight = { kind: "search"; what: string; place: string; results: number } | { kind: "view"; view: ViewKind; key: string };

/** Longest text kept of a search's words or place, and of a page's key. */
const maxText = 100;

/** A visitor's words as counted: one case, one space between words, no control characters, at most 100 characters. */
function normalised(text: string | null): string {
  if (!text) return "";
  return text
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, maxText);
}

function decoded(segment: string): string | undefined {
  try {
    const text = decodeURIComponent(segment).replace(/\s+/g, " ").trim();
    return text && !text.includes("\0") ? text.slice(0, maxText) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's first page of results, as the page itself asks for it: not the map's batches (100 at a time),
 * not a map area's (bbox) and not the admin's list (50 a page, or a status).
 */
const isPageList = (query: URLSearchParams) =>
  !query.has("bbox") && !query.has("status") && (query.get("limit") ?? String(publicPageSize)) === String(publicPageSize);

const businessId = /^\{"id":(\d{1,10}),/;
const searched = /[?&](search|location)=[^&]/;

const totalCountKey = Buffer.from('"totalCount":');

/**
 * A list's `totalCount`, read from its JSON bytes without parsing the page of businesses before it: inside
 * a string a quote is escaped, so the key's bytes occur only as the key (the last one is the list's own).
 */
function totalCountOf(bytes: Buffer): number {
  const at = bytes.lastIndexOf(totalCountKey);
  if (at < 0) return 0;
  const digits = /^\d{1,10}/.exec(bytes.toString("latin1", at + totalCountKey.length, at + totalCountKey.length + 10));
  return digits ? Number(digits[0]) : 0;
}

/**
 * What a public API read (the URL asked and its answer) counts for, if anything: the first page of a
 * search (a later page is the same search), or any page of a town's, category's or category-in-town's
 * list, or a business's page. Everything else a page reads (counts, the footer, nearby) is no visit.
 */
export function insightOf(url: string, answer: ReadyAnswer): Insight | undefined {
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!path.startsWith("/api/businesses") && !path.startsWith("/api/city/") && !path.startsWith("/api/category/")) return undefined;
  const query = () => new URLSearchParams(mark < 0 ? "" : url.slice(mark + 1));
  if (path === "/api/businesses") {
    // The plain list, the most asked of all, counts nothing: it stops here, its query unparsed.
    if (!searched.test(url)) return undefined;
    const params = query();
    if (!isPageList(params) || Number(params.get("offset") ?? 0) !== 0) return undefined;
    const what = normalised(params.get("search"));
    const place = normalised(params.get("location"));
    if (!what && !place) return undefined;
    return { kind: "search", what, place, results: totalCountOf(answer.bytes) };
  }
  const parts = path.split("/").slice(2);
  if (parts[0] === "businesses" && (parts[1] === "slug" ? parts.length === 3 : parts.length === 2 && /^\d+$/.test(parts[1] ?? ""))) {
    // By the id the answer holds: a business's two addresses (slug and id) are one business, and its slug may change.
    const id = businessId.exec(answer.bytes.toString("latin1", 0, 24))?.[1];
    return id ? { kind: "view", view: "business", key: id } : undefined;
  }
  if (parts.length !== 2 || (parts[0] !== "city" && parts[0] !== "category")) return undefined;
  const params = query();
  if (!isPageList(params)) return undefined;
  const name = decoded(parts[1] ?? "");
  if (!name) return undefined;
  if (parts[0] === "category") return { kind: "view", view: "category", key: name.toLowerCase() };
  const category = normalised(params.get("category"));
  return category ? { kind: "view", view: "town-category", key: `${name}/${category}` } : { kind: "view", view: "town", key: name };
}
