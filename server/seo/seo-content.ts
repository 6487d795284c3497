import { ratingScale } from "../../shared/business-rules";
import { findCategoryGroup, categoryGroupOf } from "../../shared/categories";
import { parseDayHours } from "../../shared/opening-hours";
import type { BusinessAttributes, BusinessRow, OpeningHours } from "../../shared/schema";
import { stateCode, usStates } from "../../shared/us-states";
import * as p from "./seo-phrases";

/**
 * SEO content for one business, written only from its own fields: a title, a meta
 * description, the canonical URL and a 200+ word "About" text. Pure and deterministic:
 * wording is chosen from the business id. Output is plain text; escaping is the
 * renderer's job, so input strings pass through as written (whitespace aside).
 */
/** The fields of a business its SEO text is written from. */
export const seoInputFields = [
  "id",
  "name",
  "slug",
  "category",
  "city",
  "state",
  "country",
  "address",
  "zipCode",
  "phone",
  "website",
  "rating",
  "reviewCount",
  "isVerified",
  "businessStatus",
  "openingHours",
  "attributes",
  "description",
] as const satisfies readonly (keyof BusinessRow)[];

export type SeoInput = Pick<BusinessRow, (typeof seoInputFields)[number]>;

export interface SeoContent {
  seoTitle: string;
  seoDescription: string;
  canonicalUrl: string;
  seoAbout: string;
}

const maxTitleLength = 64;
const maxDescriptionLength = 159;
const minAboutWords = 200;

/** Collapses whitespace and control characters; nothing else is changed. */
function clean(text: string | null | undefined): string {
  return (text ?? "").replace(/[\s\p{Cc}]+/gu, " ").trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Cuts to at most `max` characters on a word boundary, ending with "…". */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  if (!/\s/.test(text.charAt(max - 1)) && space > 0) cut = cut.slice(0, space);
  const trimmed = cut.replace(/[\s,;:–—-]+$/u, "");
  return `${trimmed || cut}…`;
}

const usCountry = /^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i;

interface Facts {
  ctx: p.Ctx;
  shortPlace: string | null;
  rating: number | null;
  reviews: number;
  status: string | null;
  phone: string;
  website: string;
}

/** The site a text is written for; `contactEmail` decides whether owners are told to write to it. */
export interface SeoSite {
  siteUrl: string;
  siteName: string;
  contactEmail: string | undefined;
}

function factsOf(b: SeoInput, siteName: string): Facts {
  const city = clean(b.city) || null;
  const rawState = clean(b.state);
  const code = rawState ? stateCode(rawState) : undefined;
  const stateName = code ? (usStates[code] ?? rawState) : rawState || null;
  const country = clean(b.country);
  const foreign = country && !usCountry.test(country) ? country : null;
  const parts = [city, stateName, foreign].filter((x): x is string => !!x);
  const place = parts.length ? parts.join(", ") : country ? "the United States" : null;
  const shortState = code ?? stateName;
  const shortPlace = city ? (shortState ? `${city}, ${shortState}` : city) : (stateName ?? (country || null));
  const category = clean(b.category) || "local business";
  const name = clean(b.name) || clean(b.category) || "Unnamed business";
  const rating = typeof b.rating === "number" && Number.isFinite(b.rating) && b.rating > 0 ? b.rating : null;
  const reviews = Number.isFinite(b.reviewCount) && b.reviewCount > 0 ? Math.floor(b.reviewCount) : 0;
  const status =
    clean(b.businessStatus)
      .toUpperCase()
      .replace(/[\s-]+/g, "_") || null;
  const ctx = { name, category, site: clean(siteName) || "this directory", place, city };
  return { ctx, shortPlace, rating, reviews, status, phone: clean(b.phone), website: clean(b.website) };
}

const reviewsText = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${n === 1 ? "review" : "reviews"}`;

function statusText(status: string): string {
  if (status === "CLOSED_TEMPORARILY") return "temporarily closed";
  if (status === "CLOSED_PERMANENTLY") return "permanently closed";
  return status.replace(/_/g, " ").toLowerCase();
}

function dayText(hours: OpeningHours, day: string): string | undefined {
  const key = Object.keys(hours).find((k) => k.trim().toLowerCase() === day.toLowerCase());
  const value = key === undefined ? undefined : hours[key];
  return typeof value === "string" ? value : undefined;
}

/** Sentences summarising the listed hours, or [] when none are listed. */
function hoursSentences(hours: OpeningHours | null, id: number): string[] {
  if (!hours || typeof hours !== "object") return [];
  const days = p.week.map((day) => {
    const text = dayText(hours, day);
    return { day, text: clean(text), ranges: text === undefined ? undefined : parseDayHours(text) };
  });
  if (days.every((d) => d.text === "")) return [];
  const open = days.filter((d) => d.ranges && d.ranges.length > 0);
  const allDay = open.filter((d) => d.ranges && p.isAllDay(d.ranges));
  const timed = open.filter((d) => d.ranges && !p.isAllDay(d.ranges));
  const closed = days.filter((d) => d.ranges?.length === 0).map((d) => d.day);
  const out: string[] = [];
  if (open.length) out.push(p.say(p.hoursIntro, id, 30, { days: p.dayList(open.map((d) => d.day)) }));
  if (allDay.length) out.push(`It is listed as open 24 hours ${p.onDays(allDay.map((d) => d.day))}.`);
  const groups = new Map<string, string[]>();
  for (const d of timed) groups.set(p.spans(d.ranges ?? []), [...(groups.get(p.spans(d.ranges ?? [])) ?? []), d.day]);
  const pieces = [...groups].map(([s, ds]) => `${s} ${p.onDays(ds)}`);
  if (pieces.length) out.push(`Day by day, the listed times are ${pieces.join("; ")}.`);
  if (closed.length) out.push(`It is listed as closed ${p.onDays(closed)}.`);
  for (const d of days.filter((x) => x.text && x.ranges === undefined)) {
    out.push(`The hours for ${d.day} are listed as "${truncateAtWord(d.text, 60)}".`);
  }
  const missing = days.filter((d) => d.text === "").map((d) => d.day);
  if (missing.length) out.push(`No hours are listed for ${p.dayList(missing)}.`);
  const starts = timed.map((d) => ({ day: d.day, at: Math.min(...(d.ranges ?? []).map((r) => r.start)) }));
  const ends = timed.map((d) => ({ day: d.day, at: Math.max(...(d.ranges ?? []).map((r) => r.end)) }));
  const earliest = Math.min(...starts.map((s) => s.at));
  const latest = Math.max(...ends.map((e) => e.at));
  const on = (list: { day: string; at: number }[], at: number) => p.dayList(list.filter((x) => x.at === at).map((x) => x.day));
  if (earliest < 420) out.push(`It opens early, at ${p.formatTime(earliest)} on ${on(starts, earliest)}.`);
  if (latest > 1440) out.push(`On ${on(ends, latest)} the listed hours run past midnight, until ${p.formatTime(latest)}.`);
  else if (latest >= 1260) out.push(`It stays open into the evening, until ${p.formatTime(latest)} on ${on(ends, latest)}.`);
  return out;
}

/** One sentence per attribute group that has offered (true or text-valued) entries. */
function attributeSentences(attributes: BusinessAttributes | null, id: number): string[] {
  if (!attributes || typeof attributes !== "object") return [];
  const out: string[] = [];
  for (const [rawGroup, entries] of Object.entries(attributes).slice(0, 12)) {
    if (!entries || typeof entries !== "object") continue;
    const items = Object.entries(entries)
      .map(([k, v]) => (v === true ? p.lowerFirst(clean(k)) : typeof v === "string" && clean(v) ? `${p.lowerFirst(clean(k))} (${clean(v)})` : ""))
      .filter((x) => x !== "")
      .slice(0, 20);
    const group = clean(rawGroup);
    if (!items.length || !group) continue;
    const plural = /[^s]s$/i.test(group);
    out.push(p.say(p.attributeLine, id, 40 + out.length, { group, items: p.joinList(items), plural }));
  }
  return out;
}

function aboutText(b: SeoInput, f: Facts, contactEmail: boolean): string {
  const { ctx } = f;
  const id = b.id;
  const groupName = findCategoryGroup(categoryGroupOf(ctx.category))?.name;
  const first = [p.say(p.intro, id, 1, ctx)];
  if (groupName) first.push(p.say(p.groupLine, id, 2, { ...ctx, group: groupName }));
  const address = clean(b.address);
  const zip = clean(b.zipCode);
  if (address) first.push(p.say(p.addressLine, id, 3, { address: zip && !address.includes(zip) ? `${address} (ZIP code ${zip})` : address }));
  else first.push(p.say(p.noAddress, id, 3, { ...ctx, place: [ctx.place, zip && `ZIP code ${zip}`].filter(Boolean).join(", ") || null }));

  const second: string[] = [];
  const rating = f.rating?.toFixed(1);
  if (rating && f.reviews) second.push(p.say(p.ratingLine, id, 10, { rating, reviews: reviewsText(f.reviews), name: ctx.name }));
  else if (rating) second.push(p.say(p.ratingOnly, id, 10, { rating, name: ctx.name }));
  else if (f.reviews) second.push(p.say(p.reviewsOnly, id, 10, { reviews: reviewsText(f.reviews) }));
  else second.push(p.say(p.noRating, id, 10, ctx));
  if (f.rating !== null) second.push(p.ratingReading(f.rating, f.reviews));
  if (f.status) second.push(p.say(p.statusLine, id, 11, { status: statusText(f.status), name: ctx.name }));
  if (f.status === "CLOSED_TEMPORARILY") second.push("Because it is listed as temporarily closed, check whether it has reopened before planning a visit.");
  second.push(p.say(p.verifiedLine, id, 12, { ...ctx, verified: b.isVerified }));

  const hours = hoursSentences(b.openingHours, id);
  const third = hours.length ? hours : [p.say(p.noHours, id, 20, { ...ctx, phone: !!f.phone })];
  const attrs = attributeSentences(b.attributes, id);
  const fourth = attrs.length ? attrs : [p.say(p.noAttributes, id, 41, ctx)];
  const fifth: string[] = [];
  if (f.phone) fifth.push(p.say(p.phoneLine, id, 50, { phone: f.phone }));
  if (f.website) fifth.push(p.say(p.websiteLine, id, 51, ctx));
  if (!f.phone && !f.website) fifth.push(p.say(p.noContact, id, 52, ctx));

  const paragraphs = [first, second, third, fourth, fifth].map((s) => s.join(" "));
  const pool = p.guidance({ ...ctx, phone: !!f.phone, contactEmail });
  const start = p.hashSlot(id, 60) % pool.length;
  const extra: string[] = [];
  let words = countWords(paragraphs.join(" "));
  for (let i = 0; i < pool.length && (words < minAboutWords || extra.length < 2); i++) {
    const sentence = p.say(pool[(start + i) % pool.length] ?? pool[0], id, 61 + i, ctx);
    extra.push(sentence);
    words += countWords(sentence);
  }
  for (let i = 0; i < extra.length; i += 3) paragraphs.push(extra.slice(i, i + 3).join(" "));
  return paragraphs.join("\n\n");
}

function titleOf(f: Facts, b: SeoInput): string {
  const { name, category } = f.ctx;
  const city = clean(b.city);
  const candidates = [
    f.shortPlace && `${name} – ${category} in ${f.shortPlace}`,
    city && `${name} – ${category} in ${city}`,
    `${name} – ${category}`,
    f.shortPlace && `${name} in ${f.shortPlace}`,
    name,
  ];
  const fit = candidates.find((c): c is string => !!c && c.length <= maxTitleLength);
  return fit ?? truncateAtWord(name, maxTitleLength);
}

function descriptionOf(f: Facts, b: SeoInput): string {
  const { name, category } = f.ctx;
  const where = f.shortPlace ? ` in ${f.shortPlace}` : "";
  const lead: p.Variants<null> = [() => `${name}: ${category}${where}.`, () => `${name}, ${category}${where}.`, () => `${category}${where}: ${name}.`];
  const rating = f.rating?.toFixed(1);
  const rated =
    rating && f.reviews
      ? `Rated ${rating} out of ${ratingScale.max} from ${reviewsText(f.reviews)}.`
      : rating
        ? `Average rating ${rating} out of ${ratingScale.max}.`
        : f.reviews
          ? `${reviewsText(f.reviews)} on record.`
          : "";
  const status = f.status === "CLOSED_TEMPORARILY" || f.status === "CLOSED_PERMANENTLY" ? `Listed as ${statusText(f.status)}.` : "";
  const details = [f.phone && "phone number", b.openingHours && Object.keys(b.openingHours).length && "opening hours", clean(b.address) && "address"];
  const listed = details.filter((x): x is string => typeof x === "string" && x !== "");
  const contact = listed.length ? `See the ${p.joinList(listed)}.` : `Listing details on ${f.ctx.site}.`;
  const sentences = [p.say(lead, b.id, 90, null), status, rated, contact].filter(Boolean);
  while (sentences.length > 1 && sentences.join(" ").length > maxDescriptionLength) sentences.pop();
  return truncateAtWord(sentences.join(" "), maxDescriptionLength);
}

export function generateSeoContent(business: SeoInput, { siteUrl, siteName, contactEmail }: SeoSite): SeoContent {
  const facts = factsOf(business, siteName);
  return {
    seoTitle: titleOf(facts, business),
    seoDescription: descriptionOf(facts, business),
    canonicalUrl: `${siteUrl.replace(/\/+$/, "")}/details/${business.slug}`,
    seoAbout: aboutText(business, facts, Boolean(contactEmail)),
  };
}
