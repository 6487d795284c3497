import { useState } from "react";

const locationRefused = "Location access was refused. Type a city or ZIP code instead.";
const locationUnsupported = "Your browser cannot share its location. Type a city or ZIP code instead.";
const locationNotFound = "Your location could not be found. Type a city or ZIP code instead.";

// GeolocationPositionError.PERMISSION_DENIED; the constant is missing where there is no geolocation at all.
const permissionDenied = 1;

/** A position to 4 decimals (about 11 m): as exact as a listing needs, and a shorter, less revealing URL. */
function pointText(coords: { latitude: number; longitude: number }): string {
  return `${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}`;
}

/**
 * Asks the browser once for the visitor's position and hands it on as "LAT,LNG".
 * `message` says, in words a visitor can act on, why it could not be had.
 */
export function useNearMe(onLocated: (point: string) => void) {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string>();
  const locate = () => {
    if (locating) return;
    setMessage(undefined);
    if (!("geolocation" in navigator)) {
      setMessage(locationUnsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated(pointText(position.coords));
      },
      (error) => {
        setLocating(false);
        setMessage(error.code === permissionDenied ? locationRefused : locationNotFound);
      },
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };
  return { locate, locating, message };
}
