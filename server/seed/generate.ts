import { ratingRange } from "../../shared/business-rules";
import { categoryGroupOf } from "../../shared/categories";
import { weekdays } from "../../shared/opening-hours";
import type { NewBusinessRow, OpeningHours } from "../../shared/schema";
import { categorySlug } from "../../shared/slug";
import { categoryImage } from "../../shared/paths";
import { usStates } from "../../shared/us-states";
import { areaCodes } from "./area-codes";
import { adjectives, sampleKinds, streetNames, streetSuffixes, surnames, unitPrefixes, type SampleKind, type WeekPattern } from "./catalog";
import type { Places } from "./places";
import type { Random } from "./random";

function openingHours(pattern: WeekPattern): OpeningHours {
  const monFirst = [...weekdays.slice(1), weekdays[0]];
  return Object.fromEntries(monFirst.map((day, i) => [day, pattern[i] ?? "Closed"]));
}

const kindWeights = sampleKinds.reduce<number[]>((acc, k) => [...acc, (acc.at(-1) ?? 0) + k.weight], []);

/**
 * Each kind with what follows from it alone, worked out once: a million-row seed
 * would otherwise spend seconds re-deriving the same slugs, groups and hours.
 * Generated rows share these values and must not change them.
 */
const kinds = sampleKinds.map((kind) => {
  const group = categoryGroupOf(kind.category);
  return { kind, categorySlug: categorySlug(kind.category), group, photos: [categoryImage(group)], hours: kind.hours.map(openingHours) };
});

function pickKind(random: Random): (typeof kinds)[number] {
  const target = random.next() * (kindWeights.at(-1) ?? 1);
  return kinds[kindWeights.findIndex((w) => w > target)] ?? (kinds[0] as (typeof kinds)[number]);
}

/** Standard normal by Box-Muller. */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function businessName(random: Random, kind: SampleKind, city: string): string {
  const noun = random.pick(kind.nouns);
  const surname = random.pick(surnames);
  switch (random.int(0, 4)) {
    case 0:
      return `${surname}'s ${noun}`;
    case 1:
      return `${city} ${noun}`;
    case 2:
      return `${surname} & ${random.pick(surnames)} ${noun}`;
    default:
      return `${random.pick(adjectives)} ${noun}`;
  }
}

/** Fictional numbers: 555-0100 to 555-0199 are reserved for fiction, so no real line is ever listed. */
function phoneNumber(random: Random, state: string): string {
  const area = random.pick(areaCodes[state] ?? ["555"]);
  return `+1 ${area}-555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

/** One sample business; slug and id are assigned when the batch is inserted. */
export function generateBusiness(random: Random, places: Places): Omit<NewBusinessRow, "slug"> {
  const place = places.pick(random);
  const { kind, categorySlug, group, photos, hours } = pickKind(random);
  const name = businessName(random, kind, place.city);
  const zip = random.pick(place.zips);
  const unit = random.chance(0.25) ? ` ${random.pick(unitPrefixes)} ${random.int(100, 450)}` : "";
  const street = `${random.int(10, 9899)} ${random.pick(streetNames)} ${random.pick(streetSuffixes)}${unit}`;
  const reviewCount = random.chance(0.06) ? 0 : Math.max(1, Math.round(Math.exp(3.4 + 1.3 * gaussian(random))));
  const rating = reviewCount === 0 ? null : Math.min(ratingRange.max, Math.max(ratingRange.min, Math.round((4.3 + 0.45 * gaussian(random)) * 10) / 10));
  return {
    name,
    category: kind.category,
    categorySlug,
    categoryGroup: group,
    address: `${street}, ${place.city}, ${place.state} ${zip}`,
    city: place.city,
    state: place.state in usStates ? place.state : null,
    country: "United States",
    zipCode: zip,
    phone: random.chance(0.95) ? phoneNumber(random, place.state) : null,
    rating,
    reviewCount,
    // Never verified: a sample is not a real business, so nothing about it can have been confirmed.
    isVerified: false,
    businessStatus: random.chance(0.97) ? "OPERATIONAL" : "CLOSED_TEMPORARILY",
    // No description: a generated sample has nothing true to say about itself beyond its data.
    description: null,
    photos,
    openingHours: random.chance(0.9) ? random.pick(hours) : null,
    latitude: Math.round((place.latitude + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
    longitude: Math.round((place.longitude + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
    timeZone: place.timeZone,
    source: "sample",
  };
}
