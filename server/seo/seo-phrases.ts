/**
 * Phrase tables for the generated SEO text. Every sentence has several wordings; one
 * is chosen from the business id, so a business always reads the same while its
 * neighbours read differently. Phrases only restate the values they are given.
 */
import { ratingScale } from "../../shared/business-rules";
import { weekdays, type TimeRange } from "../../shared/opening-hours";

/** A list of alternative wordings of one sentence; never empty. */
export type Variants<A> = readonly [(a: A) => string, ...((a: A) => string)[]];

/** A tiny integer hash of (id, slot): the same pair always gives the same number. */
export function hashSlot(id: number, slot: number): number {
  let h = (Math.imul(id | 0, 0x9e3779b1) ^ Math.imul(slot + 0x632be5ab, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The wording for sentence `slot` of business `id`. */
export function say<A>(variants: Variants<A>, id: number, slot: number, args: A): string {
  return (variants[hashSlot(id, slot) % variants.length] ?? variants[0])(args);
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

/** "a" or "an" for the word that follows. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** "Restroom" → "restroom", "Good for kids" → "good for kids"; "Wi-Fi", "LGBTQ+ friendly" stay. */
export function lowerFirst(label: string): string {
  return /^[A-Z][a-z'’-]*(\s[^A-Z]*)?$/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** Minutes from midnight (may pass 1440) → "9 AM", "7:30 PM", "noon", "midnight". */
export function formatTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  if (m === 0) return "midnight";
  if (m === 720) return "noon";
  const hour = Math.floor(m / 60);
  const minute = m % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/** Weekdays from Monday, the order the hours are summarised in. */
export const week = [...weekdays.slice(1), weekdays[0]];

/** Day names in week order, runs of three or more as "Monday through Friday". */
export function dayList(days: readonly string[]): string {
  const idx = days.map((d) => week.indexOf(d as (typeof week)[number])).sort((a, b) => a - b);
  const pieces: string[] = [];
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && (idx[j + 1] ?? 0) === (idx[j] ?? 0) + 1) j++;
    const [first, last] = [week[idx[i] ?? 0] ?? "", week[idx[j] ?? 0] ?? ""];
    if (j - i >= 2) pieces.push(`${first} through ${last}`);
    else for (let k = i; k <= j; k++) pieces.push(week[idx[k] ?? 0] ?? "");
    i = j + 1;
  }
  return idx.length === 7 ? "every day of the week" : joinList(pieces);
}

export const onDays = (days: readonly string[]) => (days.length === 7 ? dayList(days) : `on ${dayList(days)}`);

export const isAllDay = (r: TimeRange[]) => r.length === 1 && r[0]?.start === 0 && r[0].end === 1440;
export const spans = (r: TimeRange[]) => r.map((x) => `${formatTime(x.start)} to ${formatTime(x.end)}`).join(" plus ");

export interface Ctx {
  name: string;
  category: string;
  site: string;
  /** "Austin, Texas" or null when no place is known. */
  place: string | null;
  city: string | null;
}

const inPlace = (c: Ctx) => (c.place ? ` in ${c.place}` : "");

export const intro: Variants<Ctx> = [
  (c) => `${c.name} is listed on ${c.site} under the ${c.category} category${inPlace(c)}.`,
  (c) => `This page covers ${c.name}, a business in the ${c.category} category${inPlace(c)}.`,
  (c) => `Looking for ${c.name}? It appears on ${c.site} as ${article(c.category)} ${c.category} listing${inPlace(c)}.`,
  (c) => `Here is what the ${c.site} listing records about ${c.name}, which is filed under ${c.category}${inPlace(c)}.`,
  (c) => `${c.name}${c.place ? `, located in ${c.place},` : ""} is one of the ${c.category} businesses listed on ${c.site}.`,
  (c) => `On ${c.site}, ${c.name} is recorded as ${article(c.category)} ${c.category} business${inPlace(c)}.`,
  (c) => `The ${c.site} entry for ${c.name} places it in the ${c.category} category${inPlace(c)}.`,
  (c) => `You are reading the directory listing for ${c.name}, ${article(c.category)} ${c.category}${inPlace(c)}.`,
];

export const groupLine: Variants<Ctx & { group: string }> = [
  (c) => `In the directory, that category belongs to the broader ${c.group} group.`,
  (c) => `${c.site} files the ${c.category} category within its ${c.group} section.`,
  (c) => `The ${c.category} category is part of the ${c.group} group on ${c.site}.`,
  (c) => `For browsing, ${c.category} listings are grouped under ${c.group}.`,
];

export const addressLine: Variants<{ address: string }> = [
  (a) => `The listed address is ${a.address}.`,
  (a) => `Its address on file is ${a.address}.`,
  (a) => `The address given for it is ${a.address}.`,
  (a) => `According to the listing, it can be found at ${a.address}.`,
];

export const noAddress: Variants<Ctx> = [
  (c) =>
    `No street address is listed${c.place ? ` beyond ${c.place}` : ""}, so it is worth confirming the exact location with the business before setting out.`,
  (c) => `The listing gives no street address${c.place ? `, only ${c.place}` : ""}; confirm the location with the business before a visit.`,
  (c) => `A street address has not been recorded${c.place ? ` apart from ${c.place}` : ""}, so check the exact location before heading over.`,
];

export const ratingLine: Variants<{ rating: string; reviews: string; name: string }> = [
  (a) => `${a.name} holds an average rating of ${a.rating} out of ${ratingScale.max} from ${a.reviews}.`,
  (a) => `Its average rating stands at ${a.rating} out of ${ratingScale.max}, based on ${a.reviews}.`,
  (a) => `Reviewers have given it an average of ${a.rating} out of ${ratingScale.max} across ${a.reviews}.`,
  (a) => `On the numbers recorded here, it averages ${a.rating} out of ${ratingScale.max} from ${a.reviews}.`,
];

export const ratingOnly: Variants<{ rating: string; name: string }> = [
  (a) => `${a.name} shows an average rating of ${a.rating} out of ${ratingScale.max}; the number of reviews behind it is not listed.`,
  (a) => `Its listed average rating is ${a.rating} out of ${ratingScale.max}, although no review total is recorded with it.`,
  (a) => `An average rating of ${a.rating} out of ${ratingScale.max} is listed, without a count of the reviews it comes from.`,
];

export const reviewsOnly: Variants<{ reviews: string }> = [
  (a) => `The listing records ${a.reviews}, but no average rating is shown.`,
  (a) => `There are ${a.reviews} on record, though an average rating is not listed.`,
];

export const noRating: Variants<Ctx> = [
  (c) => `No rating or reviews have been recorded for ${c.name} on ${c.site} yet.`,
  (c) => `${c.site} does not yet list a rating or any reviews for ${c.name}.`,
  () => `There is no rating and no review on record for this listing so far.`,
];

/** A reading of the average, never more than the numbers say. */
export function ratingReading(rating: number, reviewCount: number): string {
  const level =
    rating >= 4.5
      ? "a high average, near the top of the 5-point scale"
      : rating >= 4
        ? "a generally positive average"
        : rating >= 3
          ? "a mixed average, in the middle of the scale"
          : "a low average on the 5-point scale";
  if (reviewCount <= 0) return `Read plainly, that is ${level}.`;
  const basis =
    reviewCount < 10
      ? "it rests on fewer than ten reviews, so a few more could move it noticeably"
      : reviewCount >= 100
        ? "it draws on at least a hundred reviews"
        : "it draws on a moderate number of reviews";
  return `Read plainly, that is ${level}, and ${basis}.`;
}

export const statusLine: Variants<{ status: string; name: string }> = [
  (a) => `${a.name} is listed as ${a.status}.`,
  (a) => `Its business status is listed as ${a.status}.`,
  (a) => `According to the listing, the business is ${a.status}.`,
];

export const verifiedLine: Variants<Ctx & { verified: boolean }> = [
  (c) => (c.verified ? `The listing is marked as verified on ${c.site}.` : `Its verification status on ${c.site} is shown as pending.`),
  (c) => (c.verified ? `${c.site} shows this listing as verified.` : `This listing has not been marked as verified yet; its status shows as pending.`),
];

export const noHours: Variants<Ctx & { phone: boolean }> = [
  (c) =>
    `Opening hours have not been listed for ${c.name}, so ${c.phone ? "calling the listed number" : "checking with the business"} before a visit is the safest way to confirm when it is open.`,
  (c) =>
    `The listing does not include opening hours; ${c.phone ? "a quick call to the listed number" : "contacting the business directly"} is the best way to find out when it is open.`,
  (c) => `No opening hours are on record for this listing, so confirm the times ${c.phone ? "by phone" : "with the business"} before making a trip.`,
];

export const hoursIntro: Variants<{ days: string }> = [
  (a) => `According to its listed hours, it opens ${a.days}.`,
  (a) => `The opening hours on record show it open ${a.days}.`,
  (a) => `Its listed schedule has it open ${a.days}.`,
];

export const noAttributes: Variants<Ctx> = [
  (c) => `No amenities, service options or payment details are listed for ${c.name} yet, so questions about them are best put to the business directly.`,
  () => `The listing does not mention amenities or service options; ask the business directly if these matter for your visit.`,
  () => `Details such as amenities, accessibility or payment options have not been recorded for this listing, so check them with the business.`,
];

export const attributeLine: Variants<{ group: string; items: string; plural: boolean }> = [
  (a) => `Under ${a.group}, the listing includes ${a.items}.`,
  (a) => (a.plural ? `Listed ${lowerFirst(a.group)} include ${a.items}.` : `For ${lowerFirst(a.group)}, the listing mentions ${a.items}.`),
  (a) => `In the ${lowerFirst(a.group)} section, the listing shows ${a.items}.`,
];

export const phoneLine: Variants<{ phone: string }> = [
  (a) => `A phone number is listed: ${a.phone}.`,
  (a) => `The listed phone number is ${a.phone}, and the Call Now button on this page dials it directly.`,
  (a) => `It can be reached by phone at ${a.phone}, the number given in the listing.`,
];

export const websiteLine: Variants<Ctx> = [
  () => `A website is listed as well.`,
  (c) => `The listing also links to a website for ${c.name}.`,
  () => `A website address is included in the listing too.`,
];

export const noContact: Variants<Ctx> = [
  () => `Neither a phone number nor a website is listed, so the address and category are the main details to go on.`,
  (c) => `No phone number or website has been recorded for ${c.name}.`,
];

const ownersLine: Variants<Ctx> = [
  (x) =>
    `Owners who spot an error in the ${x.name} listing can ask for a correction by e-mail; the address is on the ${x.site} contact page, and replies come within 24 hours on business days.`,
  (x) =>
    `If you run ${x.name} and something here is out of date, write to the e-mail address on the contact page to request an update; the team replies within 24 hours on business days.`,
];

/** Neutral, true statements about using the directory, each with its own wordings. */
export function guidance(c: Ctx & { phone: boolean; contactEmail: boolean }): [Variants<Ctx>, ...Variants<Ctx>[]] {
  const list: [Variants<Ctx>, ...Variants<Ctx>[]] = [
    [
      (x) =>
        `Ratings on ${x.site} are shown to one decimal place on a scale from ${ratingScale.min} to ${ratingScale.max}, next to the number of reviews they are based on, so an average from many reviews tends to be steadier than one from a handful.`,
      (x) =>
        `On ${x.site}, each rating appears to one decimal place on a ${ratingScale.min} to ${ratingScale.max} scale beside its review total; a rating backed by many reviews is usually a steadier guide than one backed by few.`,
    ],
    [
      (x) =>
        `Listings on ${x.site} are compiled from public online sources and come with no guarantee of accuracy, so details such as hours and phone numbers are worth confirming with the business before a visit.`,
      () =>
        `The information in this directory comes from public online sources and may change over time; it is sensible to confirm hours and contact details directly before you go.`,
    ],
    // The owners' line only where the contact page has an address to write to (CONTACT_EMAIL).
    ...(c.contactEmail ? [ownersLine] : []),
    [
      (x) =>
        `To compare options, the ${x.category} category page on ${x.site} lists other businesses of the same kind${x.city ? `, and the ${x.city} city page shows more listings in ${x.city}` : ""}.`,
      (x) =>
        `Other ${x.category} listings can be found on the category page${x.city ? `, while the page for ${x.city} gathers the businesses listed in that city` : ""}.`,
    ],
    [
      (x) =>
        `The search on the ${x.site} browse page matches business names, categories, cities and states, which makes it quick to find similar listings nearby.`,
      (x) => `Searching the browse page by name, category, city or state is a quick way to find similar businesses to ${x.name}.`,
    ],
    [
      (x) => `Using ${x.site} is free, and no account is needed to read listings, compare ratings or browse by category and city.`,
      () => `Reading listings, comparing ratings and browsing by category or city on this directory is free and needs no account.`,
    ],
  ];
  if (c.phone) {
    list.push([
      (x) => `Calling ahead is a simple way to check current hours, availability and anything else the ${x.name} listing does not cover.`,
      () => `A short call before visiting can confirm current hours and answer questions the listing does not cover.`,
    ]);
  }
  return list;
}
