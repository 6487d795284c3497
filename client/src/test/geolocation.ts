import { afterEach, vi } from "vitest";

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/**
 * Gives navigator a geolocation whose answer the test sends when it likes
 * (jsdom has none, which is the "browser cannot share" case). Removed after each test.
 */
export function stubGeolocation() {
  const asked: { success: Success; failure: Failure }[] = [];
  const getCurrentPosition = vi.fn((success: Success, failure: Failure) => {
    asked.push({ success, failure });
  });
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  const latest = () => {
    const call = asked.at(-1);
    if (!call) throw new Error("the position was never asked for");
    return call;
  };
  return {
    getCurrentPosition,
    grant(latitude: number, longitude: number) {
      latest().success({ coords: { latitude, longitude, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
    },
    refuse() {
      latest().failure({ code: 1, message: "User denied Geolocation", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    },
  };
}

export function removeGeolocationAfterEach() {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "geolocation");
  });
}
