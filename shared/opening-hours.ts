import type { OpeningHours } from "./schema";

/**
 * Opening hours as Google Maps exports write them: per weekday "9AM-5PM",
 * "7:30AM-10PM", "12-6PM" (start takes the end's AM/PM), split "11AM-2PM,5-10PM",
 * overnight "8PM-2AM", "Open 24 hours" or "Closed".
 */
export const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Minutes from midnight; `end` may exceed 1440 for a range that runs past midnight. */
export interface TimeRange {
  start: number;
  end: number;
}

const timePattern = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/;

function toMinutes(hour: number, minute: number, meridiem: string): number {
  const h = (hour % 12) + (meridiem === "pm" ? 12 : 0);
  return h * 60 + minute;
}

function ordered(start: number, end: number): TimeRange {
  return { start, end: end <= start ? end + 1440 : end };
}

/** "9AM-5PM", "12-6PM": the start without AM/PM takes the end's. */
function twelveHourRange(a: RegExpExecArray, endMeridiem: string, b: RegExpExecArray): TimeRange | undefined {
  const [ah, am, bh, bm] = [Number(a[1]), Number(a[2] ?? 0), Number(b[1]), Number(b[2] ?? 0)];
  if (ah < 1 || ah > 12 || bh < 1 || bh > 12 || am > 59 || bm > 59) return undefined;
  return ordered(toMinutes(ah, am, a[3] ?? endMeridiem), toMinutes(bh, bm, endMeridiem));
}

/** "9:00-17:30", "22:00-02:00", as other sources write hours. */
function twentyFourHourRange(a: RegExpExecArray, b: RegExpExecArray): TimeRange | undefined {
  const [ah, am, bh, bm] = [Number(a[1]), Number(a[2] ?? 0), Number(b[1]), Number(b[2] ?? 0)];
  if (!a[2] || !b[2] || ah > 24 || bh > 24 || am > 59 || bm > 59) return undefined;
  return ordered(ah * 60 + am, bh * 60 + bm);
}

/** Parses one day's text; returns undefined when the text is not understood. */
export function parseDayHours(text: string): TimeRange[] | undefined {
  const normalized = text
    .toLowerCase()
    .replace(/[\u2009\u202f\u00a0]/g, " ")
    .replace(/[–—]/g, "-")
    .replace(/\./g, "")
    .trim();
  if (normalized === "closed") return [];
  if (normalized === "open 24 hours" || normalized === "24 hours") return [{ start: 0, end: 1440 }];
  const ranges: TimeRange[] = [];
  for (const part of normalized.split(/\s*,\s*/)) {
    const [from, to, extra] = part.split(/\s*-\s*/);
    if (!from || !to || extra !== undefined) return undefined;
    const a = timePattern.exec(from.trim());
    const b = timePattern.exec(to.trim());
    if (!a || !b) return undefined;
    const range = b[3] ? twelveHourRange(a, b[3], b) : a[3] ? undefined : twentyFourHourRange(a, b);
    if (!range) return undefined;
    ranges.push(range);
  }
  return ranges;
}

/** What a day's hours may say: the edit form's message and the import's format guide word it so. */
export const dayHoursRule = 'hours such as "9AM-5PM", "11AM-2PM, 5-10PM", "Closed" or "Open 24 hours"';

/**
 * The days whose hours can be read, and the days whose text cannot: the import stores only the
 * first (and counts the row), the edit form refuses the second, and the detail page shows
 * "Hours not listed" for a stored day it cannot read.
 */
export function readableHours(hours: OpeningHours | null): { hours: OpeningHours | null; unreadable: string[] } {
  if (!hours) return { hours: null, unreadable: [] };
  const readable: OpeningHours = {};
  const unreadable: string[] = [];
  for (const [day, text] of Object.entries(hours)) {
    if (parseDayHours(text) === undefined) unreadable.push(day);
    else readable[day] = text;
  }
  return { hours: Object.keys(readable).length ? readable : null, unreadable };
}

/** Making a formatter costs far more than using one: one per time zone, kept (there are a few hundred zones). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer per zone: a page lists many businesses in few zones, all asked about the same minute. */
const lastLocal = new Map<string, { minuteStamp: number; local: { day: number; minute: number } }>();

function localDayAndMinute(at: Date, timeZone: string): { day: number; minute: number } | undefined {
  const minuteStamp = Math.floor(at.getTime() / 60_000);
  const last = lastLocal.get(timeZone);
  if (last?.minuteStamp === minuteStamp) return last.local;
  const local = computeLocal(at, timeZone);
  if (local) lastLocal.set(timeZone, { minuteStamp, local });
  return local;
}

function computeLocal(at: Date, timeZone: string): { day: number; minute: number } | undefined {
  try {
    const parts = formatterFor(timeZone).formatToParts(at);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    const day = weekdays.indexOf(get("weekday") as (typeof weekdays)[number]);
    if (day < 0) return undefined;
    return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
  } catch {
    return undefined;
  }
}

function rangesFor(hours: OpeningHours, day: number): TimeRange[] | undefined {
  const text = hours[weekdays[day] ?? ""];
  return text === undefined ? undefined : parseDayHours(text);
}

/**
 * Whether the business is open at `at` in its own time zone: true or false, or
 * null when the hours or the time zone are unknown or unreadable.
 */
export function isOpenAt(hours: OpeningHours | null | undefined, timeZone: string | null | undefined, at: Date): boolean | null {
  if (!hours || !timeZone || Object.keys(hours).length === 0) return null;
  const local = localDayAndMinute(at, timeZone);
  if (!local) return null;
  const today = rangesFor(hours, local.day);
  const yesterday = rangesFor(hours, (local.day + 6) % 7);
  if (today === undefined) return null;
  if (today.some((r) => local.minute >= r.start && local.minute < r.end)) return true;
  // A range that started yesterday may still be running after midnight.
  return (yesterday ?? []).some((r) => r.end > 1440 && local.minute < r.end - 1440);
}
