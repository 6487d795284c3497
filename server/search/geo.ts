import type { GeoPoint } from "../../shared/api";
import { usZipCodes } from "./us-zip-codes";

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The earth's mean radius, as every distance here measures it. */
export const earthRadiusMiles = 3958.8;

/** The latitude and longitude box holding every point within `miles` of `center`: what an index can narrow by. */
export function boxAround(center: GeoPoint, miles: number): { south: number; north: number; west: number; east: number } {
  const dLat = miles / 69.05;
  const cos = Math.max(Math.cos(radians(center.lat)), 0.01);
  const dLng = Math.min(180, miles / (69.17 * cos));
  return { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng };
}

/** Miles between two points along the earth's surface (haversine), as the searches' SQL measures them. */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude and longitude box inside the circle of `miles` around `center`: every point in it is within
 * the miles. A square of miles, its corners a little inside the circle; narrowed until they are, so
 * the earth's curve cannot put a corner outside.
 */
export function boxWithin(center: GeoPoint, miles: number): { south: number; north: number; west: number; east: number } {
  for (let half = (0.98 * miles) / Math.SQRT2; ; half *= 0.9) {
    // The most miles a degree of latitude spans anywhere, and of longitude at the box's edge nearest the equator.
    const dLat = half / 69.41;
    const nearEquator = Math.max(0, Math.abs(center.lat) - dLat);
    const dLng = Math.min(90, half / (69.17 * Math.cos(radians(Math.min(nearEquator, 89)))));
    const box = { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng };
    const corners = [
      { lat: box.south, lng: box.west },
      { lat: box.south, lng: box.east },
      { lat: box.north, lng: box.west },
      { lat: box.north, lng: box.east },
    ];
    if (corners.every((corner) => milesBetween(center, corner) <= miles)) return box;
  }
}

export interface ZipPlace {
  zip: string;
  point: GeoPoint;
  city: string;
  state: string;
}

/** A US ZIP code's centre and town, from the zipcodes package's table (42,000 ZIPs). */
export function zipPlace(zip: string): ZipPlace | undefined {
  const found = usZipCodes()[zip];
  if (!found || found.country !== "US") return undefined;
  return { zip, point: { lat: found.latitude, lng: found.longitude }, city: found.city, state: found.state };
}

let zipsByPrefix: Map<string, ZipPlace[]> | undefined;

/** ZIP codes starting with `prefix` (3 digits or more), for suggestions. */
export function zipsStartingWith(prefix: string, limit: number): ZipPlace[] {
  if (!zipsByPrefix) {
    zipsByPrefix = new Map();
    for (const zip of Object.keys(usZipCodes()).sort()) {
      const place = zipPlace(zip);
      if (!place) continue;
      const key = zip.slice(0, 3);
      zipsByPrefix.set(key, [...(zipsByPrefix.get(key) ?? []), place]);
    }
  }
  return (zipsByPrefix.get(prefix.slice(0, 3)) ?? []).filter((z) => z.zip.startsWith(prefix)).slice(0, limit);
}

let centres: Map<string, GeoPoint> | undefined;

/** The centre of a US town ("houston|TX"): the mean of its ZIP codes' centres. */
export function townCentre(cityKey: string, state: string): GeoPoint | undefined {
  if (!centres) {
    const sums = new Map<string, { lat: number; lng: number; n: number }>();
    for (const z of Object.values(usZipCodes())) {
      if (z.country !== "US") continue;
      const key = `${z.city.toLowerCase()}|${z.state}`;
      const sum = sums.get(key) ?? { lat: 0, lng: 0, n: 0 };
      sums.set(key, { lat: sum.lat + z.latitude, lng: sum.lng + z.longitude, n: sum.n + 1 });
    }
    centres = new Map([...sums].map(([key, s]) => [key, { lat: s.lat / s.n, lng: s.lng / s.n }]));
  }
  return centres.get(`${cityKey}|${state}`);
}
