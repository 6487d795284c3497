import zipcodes from "zipcodes";
import type { BusinessRow } from "../../shared/schema";
import { insertBusinesses, type BusinessInput } from "./businesses";
import type { TestContext } from "./test-app";

/**
 * A small, fixed directory for judging search: real US cities, real ZIP codes and
 * coordinates near their centres, Google-Maps categories. The named "targets" are what
 * the judged queries point at; the filler around them makes the answers non-trivial
 * (several pizza places per city, better-rated look-alikes elsewhere). Names are unique,
 * so a test can refer to a business by its name alone.
 *
 * Deliberate gaps the judged queries rely on (change them and the judgements change):
 * - no listing has ZIP 77002 (downtown Houston), so a search there relies on distance;
 * - Denver's dental listings are all "Dental clinic", Seattle's garages all "Auto repair shop",
 *   Chicago's all "Mechanic", Seattle has no "Cafe" and Miami no "Coffee shop", Austin has no
 *   "pizzeria" in any name: those cities answer only through the category vocabulary;
 * - Cinco Ranch Pizza (Katy) is ~28 miles from 77002: outside the default radius, inside 40.
 * - the best-rated listing of Houston, San Antonio, Portland ME, Seattle and Denver is one no judged
 *   query asks for, so a search that kept the place but lost the words cannot pass by luck.
 */

/** [name, category, ZIP, rating, review count] */
type Seed = readonly [string, string, string, number, number];

const targets: readonly Seed[] = [
  // Houston TX
  ["Tony's Pizzeria", "Pizza restaurant", "77006", 4.4, 310],
  ["Heights Pizza Co", "Pizza restaurant", "77008", 4.8, 900],
  ["Montrose Pizza Co", "Pizza restaurant", "77006", 5.0, 3],
  ["Bella Napoli", "Italian restaurant", "77019", 4.6, 540],
  ["Trattoria Lucca", "Italian restaurant", "77098", 4.5, 260],
  ["Tony's Tire & Auto", "Auto repair shop", "77007", 4.9, 1500],
  ["Bayou Bean Coffee", "Coffee shop", "77004", 3.9, 25],
  ["Buttercup Bakery", "Bakery", "77006", 4.7, 380],
  // Houston suburbs and the coast
  ["Imperial Bakehouse", "Bakery", "77478", 4.2, 60],
  ["Cinco Ranch Pizza", "Pizza restaurant", "77494", 4.9, 1100],
  ["Silverlake Plumbing", "Plumber", "77581", 4.5, 90],
  ["Seawall Oyster House", "Seafood restaurant", "77550", 4.4, 700],
  // Austin TX
  ["Bella Napoli Trattoria", "Italian restaurant", "78704", 4.9, 1200],
  ["Las Palmas Taqueria", "Mexican restaurant", "78702", 4.6, 830],
  ["Barton Creek Plumbing", "Plumber", "78704", 4.3, 120],
  // Dallas TX
  ["Smith & Sons Plumbing", "Plumber", "75214", 4.6, 210],
  ["Smith Family Dentistry", "Dentist", "75206", 4.9, 700],
  ["Joe's Garage", "Mechanic", "75204", 4.5, 180],
  ["Joe's Coffee House", "Coffee shop", "75201", 4.8, 600],
  ["Lucia Ristorante", "Italian restaurant", "75219", 4.9, 850],
  // San Antonio TX
  ["Panadería La Estrella", "Bakery", "78205", 4.7, 640],
  ["Pearl Street Smokehouse", "Barbecue restaurant", "78215", 4.6, 950],
  ["Riverwalk Inn", "Hotel", "78205", 4.9, 1800],
  // Portland OR
  ["Rose City Coffee", "Coffee shop", "97214", 4.8, 1500],
  ["Hawthorne Animal Clinic", "Veterinarian", "97214", 4.9, 420],
  // Portland ME
  ["Casco Bay Coffee", "Coffee shop", "04101", 4.5, 220],
  ["Old Port Roasters", "Coffee shop", "04101", 4.4, 150],
  ["Back Cove Animal Hospital", "Veterinarian", "04103", 4.7, 300],
  ["Eastern Promenade Inn", "Bed & breakfast", "04101", 4.9, 800],
  // Seattle WA
  ["Elliott Bay Coffee", "Coffee shop", "98101", 4.6, 800],
  ["Ballard Locks Brewing", "Brewery", "98103", 4.9, 1300],
  // Denver CO
  ["Mile High Smiles", "Dental clinic", "80203", 4.8, 400],
  ["Cafe Luna", "Cafe", "80206", 4.5, 200],
  ["Larimer Bar & Grill", "Bar & grill", "80202", 4.4, 650],
  ["Union Station Hotel", "Hotel", "80202", 4.9, 2000],
  // Chicago IL
  ["Lou's Deep Dish", "Pizza restaurant", "60614", 4.7, 2100],
  ["Rosetti's Trattoria", "Italian restaurant", "60607", 4.8, 1700],
  // Miami FL
  ["Café Olé", "Cafe", "33131", 4.3, 95],
  ["Olé Tapas Bar", "Spanish restaurant", "33137", 4.8, 900],
  // Small towns
  ["Marfa Lights Café", "Cafe", "79843", 4.6, 310],
  ["Hill Country Strudel Haus", "Bakery", "78624", 4.8, 520],
  ["Frenchman Bay Lobster Pound", "Seafood restaurant", "04609", 4.7, 610],
  ["Gorge View Espresso", "Coffee shop", "97031", 4.5, 140],
  ["Flatirons Family Dental", "Dentist", "80302", 4.9, 380],
];

/** What filler a place gets: [category, how many]. */
type Plan = readonly (readonly [string, number])[];

const cityPlans: readonly { zips: readonly string[]; plan: Plan }[] = [
  {
    zips: ["77006", "77007", "77008", "77019", "77004", "77098", "77027", "77056", "77030"],
    plan: [
      ["Italian restaurant", 2],
      ["Pizza restaurant", 3],
      ["Coffee shop", 3],
      ["Cafe", 1],
      ["Dentist", 2],
      ["Plumber", 3],
      ["Auto repair shop", 2],
      ["Mechanic", 1],
      ["Hair salon", 2],
      ["Bar & grill", 2],
      ["Bakery", 2],
      ["Veterinarian", 2],
      ["Mexican restaurant", 3],
      ["Barbecue restaurant", 2],
      ["Sushi restaurant", 2],
      ["Law firm", 1],
      ["Gym", 1],
      ["Florist", 1],
      ["Hardware store", 1],
      ["Insurance agency", 1],
    ],
  },
  {
    zips: ["78701", "78702", "78703", "78704", "78705", "78751", "78757"],
    plan: [
      ["Italian restaurant", 1],
      ["Pizza restaurant", 3],
      ["Coffee shop", 3],
      ["Cafe", 1],
      ["Dentist", 2],
      ["Plumber", 2],
      ["Mexican restaurant", 3],
      ["Barbecue restaurant", 2],
      ["Hair salon", 2],
      ["Veterinarian", 1],
      ["Bakery", 1],
      ["Auto repair shop", 1],
      ["Mechanic", 1],
      ["Gym", 1],
      ["Florist", 1],
      ["Law firm", 1],
      ["Sushi restaurant", 1],
    ],
  },
  {
    zips: ["75201", "75204", "75206", "75214", "75219"],
    plan: [
      ["Plumber", 3],
      ["Italian restaurant", 2],
      ["Pizza restaurant", 2],
      ["Coffee shop", 2],
      ["Dentist", 2],
      ["Auto repair shop", 2],
      ["Bar & grill", 2],
      ["Hair salon", 2],
      ["Mexican restaurant", 2],
      ["Barbecue restaurant", 1],
      ["Bakery", 1],
      ["Law firm", 1],
      ["Florist", 1],
      ["Gym", 1],
      ["Veterinarian", 1],
    ],
  },
  {
    zips: ["78205", "78209", "78212", "78215"],
    plan: [
      ["Mexican restaurant", 3],
      ["Barbecue restaurant", 2],
      ["Pizza restaurant", 1],
      ["Coffee shop", 1],
      ["Dentist", 1],
      ["Plumber", 1],
      ["Auto repair shop", 1],
      ["Hair salon", 1],
      ["Bakery", 1],
      ["Veterinarian", 2],
      ["Bar & grill", 1],
      ["Law firm", 1],
      ["Florist", 1],
    ],
  },
  {
    zips: ["97201", "97205", "97209", "97214", "97212"],
    plan: [
      ["Coffee shop", 3],
      ["Cafe", 1],
      ["Pizza restaurant", 2],
      ["Bakery", 2],
      ["Veterinarian", 1],
      ["Dentist", 1],
      ["Plumber", 1],
      ["Bar & grill", 1],
      ["Hair salon", 1],
      ["Auto repair shop", 1],
      ["Sushi restaurant", 1],
      ["Gym", 1],
      ["Mexican restaurant", 1],
    ],
  },
  {
    zips: ["04101", "04102", "04103"],
    plan: [
      ["Coffee shop", 2],
      ["Bakery", 1],
      ["Veterinarian", 1],
      ["Dentist", 1],
      ["Plumber", 1],
      ["Pizza restaurant", 1],
      ["Seafood restaurant", 2],
      ["Bar & grill", 1],
    ],
  },
  {
    zips: ["98101", "98103", "98109", "98122"],
    plan: [
      ["Coffee shop", 4],
      ["Auto repair shop", 3],
      ["Pizza restaurant", 1],
      ["Sushi restaurant", 2],
      ["Dentist", 1],
      ["Plumber", 1],
      ["Bakery", 1],
      ["Hair salon", 1],
      ["Bar & grill", 1],
      ["Veterinarian", 1],
      ["Florist", 1],
      ["Mexican restaurant", 1],
      ["Law firm", 1],
    ],
  },
  {
    zips: ["80202", "80203", "80205", "80206", "80218"],
    plan: [
      ["Dental clinic", 3],
      ["Bar & grill", 3],
      ["Coffee shop", 2],
      ["Pizza restaurant", 1],
      ["Mexican restaurant", 2],
      ["Plumber", 1],
      ["Auto repair shop", 1],
      ["Veterinarian", 2],
      ["Hair salon", 1],
      ["Bakery", 1],
      ["Gym", 1],
      ["Law firm", 1],
    ],
  },
  {
    zips: ["60601", "60607", "60614", "60622", "60657"],
    plan: [
      ["Pizza restaurant", 4],
      ["Italian restaurant", 2],
      ["Bakery", 3],
      ["Coffee shop", 2],
      ["Dentist", 1],
      ["Plumber", 2],
      ["Bar & grill", 2],
      ["Hair salon", 1],
      ["Mechanic", 2],
      ["Law firm", 1],
      ["Gym", 1],
      ["Veterinarian", 1],
      ["Sushi restaurant", 1],
      ["Mexican restaurant", 1],
    ],
  },
  {
    zips: ["33130", "33131", "33132", "33137", "33133"],
    plan: [
      ["Cafe", 2],
      ["Cuban restaurant", 3],
      ["Seafood restaurant", 1],
      ["Dentist", 1],
      ["Plumber", 1],
      ["Hair salon", 2],
      ["Bar & grill", 1],
      ["Bakery", 1],
      ["Veterinarian", 1],
      ["Gym", 1],
      ["Law firm", 1],
      ["Sushi restaurant", 1],
    ],
  },
  {
    zips: ["77478"],
    plan: [
      ["Dentist", 1],
      ["Pizza restaurant", 1],
      ["Coffee shop", 1],
    ],
  },
  {
    zips: ["77581"],
    plan: [
      ["Pizza restaurant", 1],
      ["Mexican restaurant", 1],
    ],
  },
  {
    zips: ["77494"],
    plan: [
      ["Coffee shop", 1],
      ["Bakery", 1],
      ["Dentist", 1],
    ],
  },
  {
    zips: ["77550"],
    plan: [
      ["Bar & grill", 1],
      ["Coffee shop", 1],
    ],
  },
  {
    zips: ["78664"],
    plan: [
      ["Pizza restaurant", 1],
      ["Dentist", 1],
      ["Plumber", 1],
    ],
  },
  {
    zips: ["78624"],
    plan: [
      ["Cafe", 1],
      ["Bar & grill", 1],
    ],
  },
  {
    zips: ["04609"],
    plan: [
      ["Cafe", 1],
      ["Bakery", 1],
    ],
  },
  {
    zips: ["97031"],
    plan: [
      ["Pizza restaurant", 1],
      ["Bar & grill", 1],
    ],
  },
  {
    zips: ["80302"],
    plan: [
      ["Coffee shop", 2],
      ["Bakery", 1],
    ],
  },
];

/** Second words of filler names, chosen so that no category's filler says another category's word. */
const nouns: Record<string, readonly string[]> = {
  "Italian restaurant": ["Trattoria", "Osteria", "Italian Kitchen", "Ristorante"],
  "Pizza restaurant": ["Pizza", "Pizza Co", "Pizza Kitchen"],
  "Coffee shop": ["Coffee", "Roasters", "Espresso Bar", "Coffee House"],
  Cafe: ["Cafe", "Café"],
  Dentist: ["Family Dentistry", "Dental Care", "Dentistry"],
  "Dental clinic": ["Dental Clinic", "Dental Group", "Smile Studio"],
  Plumber: ["Plumbing", "Rooter Service", "Pipe Works"],
  "Auto repair shop": ["Auto Repair", "Automotive", "Auto Works"],
  Mechanic: ["Garage", "Motor Works"],
  "Hair salon": ["Salon", "Hair Studio", "Hair Co"],
  "Bar & grill": ["Bar & Grill", "Tap & Grill", "Taphouse"],
  Bakery: ["Bakery", "Bake Shop", "Bakehouse"],
  Veterinarian: ["Animal Hospital", "Veterinary Clinic", "Pet Clinic"],
  "Mexican restaurant": ["Taqueria", "Cocina", "Cantina"],
  "Barbecue restaurant": ["BBQ", "Smokehouse"],
  "Sushi restaurant": ["Sushi", "Sushi Bar"],
  "Seafood restaurant": ["Fish House", "Seafood"],
  "Cuban restaurant": ["Cuban Kitchen", "Cocina Cubana"],
  "Law firm": ["Law Group", "Legal"],
  Gym: ["Fitness", "Gym"],
  Florist: ["Flowers", "Florist"],
  "Hardware store": ["Hardware"],
  "Insurance agency": ["Insurance"],
};

/** First words: neutral, none a city, a category word or a target's word. */
const firstWords = [
  "Alder",
  "Birch",
  "Cedar",
  "Cobalt",
  "Copper",
  "Cypress",
  "Ember",
  "Fern",
  "Flint",
  "Granite",
  "Harbor",
  "Hazel",
  "Indigo",
  "Iron",
  "Ivy",
  "Jade",
  "Juniper",
  "Kestrel",
  "Lantern",
  "Laurel",
  "Linden",
  "Maple",
  "Meadow",
  "Mesa",
  "Nova",
  "Oak",
  "Onyx",
  "Orchid",
  "Pebble",
  "Pine",
  "Prairie",
  "Quarry",
  "Raven",
  "Ridge",
  "Sage",
  "Sierra",
  "Slate",
  "Sparrow",
  "Spruce",
  "Summit",
  "Thistle",
  "Timber",
  "Upland",
  "Vale",
  "Violet",
  "Willow",
  "Wren",
  "Yarrow",
  "Zephyr",
  "Aspen",
];
const middleWords = ["", "Creek", "Hill", "Grove", "Row", "Point", "Lane", "Field", "Stone", "Hollow"];

const timeZones: Record<string, string> = {
  TX: "America/Chicago",
  IL: "America/Chicago",
  OR: "America/Los_Angeles",
  WA: "America/Los_Angeles",
  ME: "America/New_York",
  FL: "America/New_York",
  CO: "America/Denver",
};

function place(zip: string) {
  const found = zipcodes.codes[zip];
  if (!found) throw new Error(`ZIP ${zip} is not in the zipcodes table`);
  return found;
}

/** `spread` moves a filler up to ~0.5 mile off its ZIP centre; targets sit 0.0003° off, a spot no filler takes. */
function input([name, category, zip, rating, reviewCount]: Seed, index: number, spread: boolean): BusinessInput {
  const { city, state, latitude, longitude } = place(zip);
  const dLat = spread ? (((index * 5) % 21) - 10) * 0.0008 : 0.0003;
  const dLng = spread ? (((index * 13) % 21) - 10) * 0.0008 : 0.0003;
  return {
    name,
    category,
    city,
    state,
    country: "United States",
    zipCode: zip,
    address: `${100 + index * 7} ${index % 2 ? "Commerce" : "Elm"} St, ${city}, ${state} ${zip}`,
    latitude: latitude + dLat,
    longitude: longitude + dLng,
    timeZone: timeZones[state] ?? null,
    rating,
    reviewCount,
    placeId: `ChIJsearchfixture${String(index).padStart(4, "0")}${spread ? "f" : "t"}`,
  };
}

/** Filler seeds in a fixed order, with ratings 3.5–4.6 and 8–487 reviews so no filler out-ranks a 4.8 from 900. */
function fillerSeeds(): Seed[] {
  const seeds: Seed[] = [];
  for (const { zips, plan } of cityPlans) {
    for (const [category, count] of plan) {
      const choices = nouns[category] ?? [category];
      for (let k = 0; k < count; k++) {
        const n = seeds.length;
        const middle = middleWords[Math.floor(n / firstWords.length)] ?? String(n);
        const name = [firstWords[n % firstWords.length], middle, choices[n % choices.length]].filter(Boolean).join(" ");
        const zip = zips[(n + k) % zips.length] ?? zips[0] ?? "";
        seeds.push([name, category, zip, 3.5 + ((n * 37) % 12) / 10, 8 + ((n * 97) % 480)]);
      }
    }
  }
  return seeds;
}

/** Inserts the whole fixture in one batch and returns the rows as stored. */
export async function insertSearchFixture(context: TestContext): Promise<BusinessRow[]> {
  const inputs = [...targets.map((seed, i) => input(seed, i, false)), ...fillerSeeds().map((seed, i) => input(seed, i, true))];
  const names = new Set(inputs.map((b) => b.name));
  if (names.size !== inputs.length) throw new Error("search fixture names must be unique");
  return insertBusinesses(context, inputs);
}
