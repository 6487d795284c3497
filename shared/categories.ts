/**
 * Imports carry fine Google categories ("Italian restaurant"); the site links broad
 * groups. The rules below are data: the first group with a keyword found in the
 * category (as whole words) wins, and anything unmatched falls to the default group.
 */
export interface CategoryGroup {
  slug: string;
  name: string;
  keywords: readonly string[];
}

/** The eight groups the header and footer link, in this order. */
export const linkedGroupSlugs = [
  "restaurants",
  "healthcare",
  "auto-services",
  "beauty-wellness",
  "home-services",
  "professional-services",
  "education",
  "entertainment",
] as const;

export const defaultGroupSlug = "local-services";

export const categoryGroups: readonly CategoryGroup[] = [
  {
    slug: "restaurants",
    name: "Restaurants",
    keywords: [
      "restaurant",
      "cafe",
      "café",
      "coffee",
      "pizza",
      "pizzeria",
      "bakery",
      "bar",
      "pub",
      "grill",
      "diner",
      "bistro",
      "steakhouse",
      "steak house",
      "sushi",
      "taco",
      "taqueria",
      "burger",
      "hamburger",
      "deli",
      "delicatessen",
      "brewery",
      "brewpub",
      "food",
      "catering",
      "caterer",
      "ice cream",
      "dessert",
      "sandwich",
      "barbecue",
      "bbq",
      "buffet",
      "ramen",
      "noodle",
      "tea house",
      "juice",
      "donut",
      "doughnut",
      "bagel",
      "winery",
      "wine bar",
      "gastropub",
      "eatery",
      "creperie",
      "patisserie",
      "chicken wings",
      "bar & grill",
    ],
  },
  {
    slug: "healthcare",
    name: "Healthcare",
    keywords: [
      "doctor",
      "physician",
      "clinic",
      "medical",
      "hospital",
      "dentist",
      "dental",
      "orthodontist",
      "pharmacy",
      "drugstore",
      "surgeon",
      "surgery",
      "dermatologist",
      "chiropractor",
      "physical therapist",
      "physiotherapist",
      "therapist",
      "optometrist",
      "ophthalmologist",
      "pediatrician",
      "urgent care",
      "psychologist",
      "psychiatrist",
      "counselor",
      "veterinarian",
      "animal hospital",
      "laboratory",
      "nursing",
      "health",
      "cardiologist",
      "gynecologist",
      "obstetrician",
      "podiatrist",
      "audiologist",
      "allergist",
      "oncologist",
      "neurologist",
      "radiologist",
      "endodontist",
      "periodontist",
      "midwife",
      "acupuncture",
      "acupuncturist",
      "physician assistant",
      "optician",
      "eye care",
      "optometry",
    ],
  },
  {
    slug: "auto-services",
    name: "Auto Services",
    keywords: [
      "auto",
      "car",
      "tire",
      "tires",
      "mechanic",
      "oil change",
      "transmission",
      "body shop",
      "collision",
      "smog",
      "towing",
      "car wash",
      "car dealer",
      "motorcycle",
      "truck repair",
      "brake",
      "muffler",
      "windshield",
      "auto parts",
      "automotive",
      "car rental",
      "gas station",
      "auto glass",
      "detailing",
    ],
  },
  {
    slug: "beauty-wellness",
    name: "Beauty & Wellness",
    keywords: [
      "beauty",
      "salon",
      "hair",
      "barber",
      "nail",
      "spa",
      "massage",
      "wig",
      "tattoo",
      "cosmetic",
      "cosmetics",
      "makeup",
      "eyelash",
      "lash",
      "waxing",
      "tanning",
      "yoga",
      "wellness",
      "skin care",
      "gym",
      "fitness",
      "pilates",
      "esthetician",
      "piercing",
      "day spa",
      "hairdresser",
      "brow",
      "barbershop",
    ],
  },
  {
    slug: "home-services",
    name: "Home Services",
    keywords: [
      "plumber",
      "plumbing",
      "electrician",
      "electrical",
      "hvac",
      "heating",
      "air conditioning",
      "roofing",
      "roofer",
      "contractor",
      "landscaping",
      "landscaper",
      "lawn",
      "cleaning",
      "house cleaning",
      "carpet",
      "pest control",
      "locksmith",
      "handyman",
      "painter",
      "painting",
      "remodeling",
      "flooring",
      "moving",
      "movers",
      "mover",
      "garage door",
      "pool",
      "window",
      "gutter",
      "tree service",
      "appliance repair",
      "construction",
      "fence",
      "solar",
      "interior designer",
      "home builder",
      "masonry",
      "septic",
      "drywall",
      "cabinet",
      "chimney",
      "janitorial",
      "home inspector",
    ],
  },
  {
    slug: "professional-services",
    name: "Professional Services",
    keywords: [
      "lawyer",
      "attorney",
      "law firm",
      "accountant",
      "accounting",
      "tax",
      "insurance",
      "real estate",
      "realtor",
      "financial",
      "bank",
      "credit union",
      "consultant",
      "consulting",
      "marketing",
      "advertising",
      "software",
      "it services",
      "web design",
      "architect",
      "engineer",
      "engineering",
      "notary",
      "printing",
      "print shop",
      "staffing",
      "employment agency",
      "photographer",
      "bookkeeping",
      "mortgage",
      "investment",
      "public relations",
      "translation",
      "courier",
      "shipping",
      "business center",
      "coworking",
      "computer repair",
      "graphic designer",
    ],
  },
  {
    slug: "education",
    name: "Education",
    keywords: [
      "school",
      "college",
      "university",
      "academy",
      "tutor",
      "tutoring",
      "preschool",
      "kindergarten",
      "daycare",
      "day care",
      "child care",
      "childcare",
      "driving school",
      "learning center",
      "library",
      "training",
      "institute",
      "language school",
      "music school",
      "education",
      "educational",
      "montessori",
    ],
  },
  {
    slug: "entertainment",
    name: "Entertainment",
    keywords: [
      "cinema",
      "movie theater",
      "theater",
      "theatre",
      "museum",
      "bowling",
      "arcade",
      "amusement",
      "night club",
      "nightclub",
      "casino",
      "escape room",
      "karaoke",
      "concert",
      "art gallery",
      "zoo",
      "aquarium",
      "golf",
      "event venue",
      "stadium",
      "comedy club",
      "live music",
      "dance club",
      "water park",
      "trampoline",
      "mini golf",
      "billiards",
      "paintball",
      "laser tag",
      "entertainment",
    ],
  },
  {
    slug: "lodging",
    name: "Lodging",
    keywords: ["hotel", "motel", "inn", "resort", "hostel", "bed & breakfast", "lodge", "campground", "rv park"],
  },
  {
    slug: "community",
    name: "Community",
    keywords: [
      "church",
      "mosque",
      "synagogue",
      "temple",
      "non-profit",
      "nonprofit",
      "charity",
      "community center",
      "government",
      "city hall",
      "post office",
      "police",
      "fire station",
      "place of worship",
      "association",
      "organization",
    ],
  },
  {
    slug: "shopping",
    name: "Shopping",
    keywords: [
      "store",
      "shop",
      "boutique",
      "market",
      "supermarket",
      "grocery",
      "mall",
      "outlet",
      "florist",
      "jeweler",
      "jewelry",
      "clothing",
      "furniture",
      "hardware",
      "retailer",
      "wholesaler",
      "pawn",
      "thrift",
      "bookstore",
      "gift",
    ],
  },
  { slug: defaultGroupSlug, name: "Local Services", keywords: [] },
];

const groupBySlug = new Map(categoryGroups.map((g) => [g.slug, g]));
const groupByName = new Map(
  categoryGroups.flatMap((g) => [
    [g.name.toLowerCase(), g.slug],
    [g.slug.replace(/-/g, " "), g.slug],
  ]),
);

function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim()} `;
}

/** Made on first use: the browser's pages never sort categories into groups, and a Unicode pattern costs at start-up. */
let rules: { slug: string; phrases: string[] }[] | undefined;
const groupRules = () => (rules ??= categoryGroups.map((group) => ({ slug: group.slug, phrases: group.keywords.map((k) => words(k)) })));

const knownGroups = new Map<string, string>();
/** Bounds the memo: an import's categories repeat, but a hostile file could name millions. */
const knownGroupsLimit = 10_000;

/**
 * The broad group slug for a fine category, e.g. "Auto repair shop" → "auto-services".
 * Remembered per category: an import asks about the same few hundred categories for every row.
 */
export function categoryGroupOf(category: string): string {
  let group = knownGroups.get(category);
  if (group === undefined) {
    group = groupOf(category);
    if (knownGroups.size >= knownGroupsLimit) knownGroups.clear();
    knownGroups.set(category, group);
  }
  return group;
}

function groupOf(category: string): string {
  const named = groupByName.get(category.trim().toLowerCase());
  if (named) return named;
  const haystack = words(category);
  const singular = haystack.replace(/([a-z]{3,})s /g, "$1 ");
  for (const rule of groupRules()) {
    if (rule.phrases.some((p) => haystack.includes(p) || singular.includes(p))) return rule.slug;
  }
  return defaultGroupSlug;
}

/** A group by its slug ("beauty-wellness") or its name ("Beauty & Wellness"). */
export function findCategoryGroup(slugOrName: string): CategoryGroup | undefined {
  const value = slugOrName.trim().toLowerCase();
  const slug = groupBySlug.has(value) ? value : groupByName.get(value);
  return slug === undefined ? undefined : groupBySlug.get(slug);
}
