/** What a directions link can be built from: a business's coordinates, address and Google place id. */
export interface DirectionsTarget {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  placeId: string | null;
  /** A generated sample listing's place id is its own ("ms0000f-sample"), not one Google knows. */
  source?: string;
}

const directionsBase = "https://www.google.com/maps/dir/?api=1";

function hasCoordinates(latitude: number | null, longitude: number | null): latitude is number {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  // 0,0 is in the Gulf of Guinea: in a listing it is a missing value written as zeros, not a place.
  return latitude !== 0 || longitude !== 0;
}

/**
 * A Google Maps directions URL (the Maps URLs API: no key, opens the app on a
 * phone) to the business: its coordinates when known, else its address; a place
 * id, when there is one, lets Maps name the business itself. Undefined when
 * there is nowhere to go.
 */
export function directionsUrl(target: DirectionsTarget): string | undefined {
  const { latitude, longitude } = target;
  const placeId = target.source === "sample" ? undefined : target.placeId?.trim();
  const address = target.address?.trim();
  let destination: string;
  if (hasCoordinates(latitude, longitude)) destination = `${latitude},${longitude}`;
  else if (address) destination = encodeURIComponent(address);
  else return undefined;
  const place = placeId ? `&destination_place_id=${encodeURIComponent(placeId)}` : "";
  return `${directionsBase}&destination=${destination}${place}`;
}
