import tzLookup from "@photostructure/tz-lookup";
import { maxLinkLength } from "../../shared/business-rules";
import { weekdays } from "../../shared/opening-hours";
import type { BusinessAttributes, OpeningHours, OtherHours } from "../../shared/schema";
import { storableText } from "./storable-text";

/** Undoes the export's formula neutralisation: "'=x" was written for "=x". */
export function unquoteFormula(text: string): string {
  // Nearly every cell does not start with a quote: one comparison instead of a pattern.
  return text.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** An http(s) link of at most maxLinkLength characters; anything else (javascript:, data:, "//host", "/path", a longer link) is invalid. */
export function httpUrl(text: string): string | null | "invalid" {
  if (!text) return null;
  if (text.length > maxLinkLength) return "invalid";
  try {
    const url = new URL(text);
    const href = url.toString();
    return (url.protocol === "http:" || url.protocol === "https:") && href.length <= maxLinkLength ? href : "invalid";
  } catch {
    return "invalid";
  }
}

/** A photo may also be one of this site's own root-relative paths ("/images/…"), as the sample data's are. */
export function photoUrl(text: string): string | null | "invalid" {
  return /^\/(?![/\\])[\w\-./%]+$/.test(text) && text.length <= maxLinkLength ? text : httpUrl(text);
}

/** "book.example.com/x": owners type booking links without a scheme, and Outscraper passes them on (the fixture has two). */
const bareHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** A link a visitor is sent to (menu, booking, ordering): http(s) only, a bare host name read as https. */
export function externalUrl(text: string): string | null | "invalid" {
  return httpUrl(text.length <= maxLinkLength && bareHost.test(text) ? `https://${text}` : text);
}

/**
 * A cell holding one link or several: a JSON list, or links separated by spaces,
 * line breaks or commas (a link holds no spaces; a comma inside one stays unless "http" follows it).
 */
export function linkTexts(text: string): string[] {
  if (!text) return [];
  if (text.startsWith("[")) return jsonStrings(text);
  return text
    .split(/\s+|,(?=https?:\/\/)/i)
    .map(withoutEdgeCommas)
    .filter(Boolean);
}

/** The text without the commas it starts or ends with; by index, as /,+$/ tries every comma of a long run to its end (quadratic). */
function withoutEdgeCommas(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x2c) start++;
  while (end > start && text.charCodeAt(end - 1) === 0x2c) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON escape that gives a NUL or half of a surrogate pair; the cell's text itself holds neither (storableText). */
const unstorableEscape = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * JSON.parse, with every string and key made storable: "\u0000" in a JSON cell would give a NUL,
 * which jsonb refuses, failing the whole import. The reviver runs only for text with such an
 * escape, as it makes parsing slower and every row has JSON cells.
 */
function parseStorableJson(text: string): unknown {
  if (!unstorableEscape.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === "string") return storableText(value);
    if (!isRecord(value)) return value;
    // Own properties, as JSON.parse makes them ("__proto__" included): Object.fromEntries defines, never assigns.
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), inner]));
  });
}

/** The strings of a JSON list; anything else gives none. */
export function jsonStrings(text: string): string[] {
  if (!text.startsWith("[")) return [];
  try {
    const value = parseStorableJson(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function parseNumber(text: string): number | undefined {
  if (!/^[-+]?\d+(\.\d+)?$/.test(text.replace(",", "."))) return undefined;
  return Number(text.replace(",", "."));
}

const dayByLowerName = new Map(weekdays.map((d) => [d.toLowerCase(), d]));

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.startsWith("{")) return undefined;
  try {
    const value = parseStorableJson(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opening hours as `{"Monday": "9AM-5PM", …}` (JSON) or the older
 * `Monday:9AM-5PM|Tuesday:…`. Keys other than weekday names are ignored.
 */
export function parseWorkingHours(text: string): OpeningHours | null {
  if (!text) return null;
  const json = parseJsonObject(text);
  const entries: [string, unknown][] = json
    ? Object.entries(json)
    : text.split("|").map((part) => {
        const colon = part.indexOf(":");
        return colon < 0 ? ["", ""] : [part.slice(0, colon), part.slice(colon + 1)];
      });
  const hours: OpeningHours = {};
  for (const [key, value] of entries) {
    const day = dayByLowerName.get(key.trim().toLowerCase());
    const dayText = Array.isArray(value) ? value.join(",") : value;
    if (day && typeof dayText === "string" && dayText.trim()) hours[day] = dayText.trim().slice(0, 100);
  }
  return Object.keys(hours).length ? hours : null;
}

const maxOtherHourKinds = 10;
/** Holiday hours list dates as well as weekdays. */
const maxOtherHourEntries = 40;

function entryHours(value: unknown): Record<string, string> | null {
  if (typeof value === "string") return parseWorkingHours(value.trim());
  if (!isRecord(value)) return null;
  const hours: Record<string, string> = {};
  for (const [key, text] of Object.entries(value).slice(0, maxOtherHourEntries)) {
    const day = dayByLowerName.get(key.trim().toLowerCase()) ?? key.trim().slice(0, 100);
    const dayText = Array.isArray(text) ? text.filter((t) => typeof t === "string").join(",") : text;
    if (day && typeof dayText === "string" && dayText.trim()) hours[day] = dayText.trim().slice(0, 100);
  }
  return Object.keys(hours).length ? hours : null;
}

/**
 * Outscraper's `other_hours`: hours by kind, as JSON, either one object
 * (`{"Delivery": {"Monday": "11AM-9PM"}}`) or a list of such objects. Anything else is ignored, as with working_hours.
 */
export function parseOtherHours(text: string): OtherHours | null {
  if (!text || (text[0] !== "{" && text[0] !== "[")) return null;
  let value: unknown;
  try {
    value = parseStorableJson(text);
  } catch {
    return null;
  }
  const hours: OtherHours = {};
  let kinds = 0;
  for (const group of Array.isArray(value) ? value : [value]) {
    if (!isRecord(group)) continue;
    for (const [label, entries] of Object.entries(group)) {
      const kind = label.trim().slice(0, 100);
      const kept = kinds < maxOtherHourKinds && kind ? entryHours(entries) : null;
      if (!kept) continue;
      if (!hours[kind]) kinds += 1;
      hours[kind] = kept;
    }
  }
  return kinds ? hours : null;
}

/** Outscraper's `about`: JSON of attribute groups; anything else is plain text. */
export function parseAbout(text: string): { attributes: BusinessAttributes | null; text: string | null } {
  if (!text) return { attributes: null, text: null };
  const json = parseJsonObject(text);
  if (!json) return { attributes: null, text };
  const attributes: BusinessAttributes = {};
  for (const [group, values] of Object.entries(json)) {
    if (typeof values !== "object" || values === null || Array.isArray(values)) continue;
    const kept: Record<string, boolean | string> = {};
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (typeof value === "boolean" || typeof value === "string") kept[name.slice(0, 200)] = value;
    }
    if (Object.keys(kept).length) attributes[group.slice(0, 200)] = kept;
  }
  return { attributes: Object.keys(attributes).length ? attributes : null, text: null };
}

/** Checked once per distinct name: building an Intl formatter per row costs seconds on a big file. */
const timeZoneValidity = new Map<string, boolean>();

export function validTimeZone(text: string): string | null {
  if (!text) return null;
  let valid = timeZoneValidity.get(text);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: text });
      valid = true;
    } catch {
      valid = false;
    }
    if (timeZoneValidity.size < 10_000) timeZoneValidity.set(text, valid);
  }
  return valid ? text : null;
}

export function timeZoneAt(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

export function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (["true", "yes", "1", "verified"].includes(value)) return true;
  if (["false", "no", "0", "pending", ""].includes(value)) return false;
  return undefined;
}
