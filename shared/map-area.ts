/**
 * A map area as the page's URL and the list APIs take it, `bbox=minLng,minLat,maxLng,maxLat`:
 * "Search this area" keeps the results inside the part of the map on screen.
 */

/** West, south, east, north in degrees. */
export type MapBounds = [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** About a metre: finer digits would only make the URL longer. */
const decimals = 5;

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
const rounded = (value: number) => Number(value.toFixed(decimals));

/** The area as the URL writes it; a map zoomed out past the world's edges is kept to them. */
export function bboxText([minLng, minLat, maxLng, maxLat]: MapBounds): string {
  return [clamp(minLng, 180), clamp(minLat, 90), clamp(maxLng, 180), clamp(maxLat, 90)].map(rounded).join(",");
}

const numberPattern = /^-?\d{1,3}(\.\d+)?$/;

/** The four numbers of a well-formed area (west before east, south before north, within the world), else undefined. */
export function boundsFrom(text: string | undefined): MapBounds | undefined {
  const parts = text?.replace(/\s+/g, "").split(",");
  if (!parts || parts.length !== 4 || !parts.every((part) => numberPattern.test(part))) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const inWorld = [minLng, maxLng].every((lng) => Math.abs(lng) <= 180) && [minLat, maxLat].every((lat) => Math.abs(lat) <= 90);
  return inWorld && minLng < maxLng && minLat < maxLat ? [minLng, minLat, maxLng, maxLat] : undefined;
}

/** A `bbox` the API accepts, written the one way, else undefined: a hand-edited URL shows results rather than a 400. */
export function bboxFrom(text: string | undefined): string | undefined {
  const bounds = boundsFrom(text);
  return bounds && bboxText(bounds);
}
