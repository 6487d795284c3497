import { describe, expect, it } from "vitest";
import { directionsUrl, type DirectionsTarget } from "./directions";

const nowhere: DirectionsTarget = { latitude: null, longitude: null, address: null, placeId: null };

describe("directionsUrl", () => {
  it("when the business has coordinates, then they are the destination", () => {
    expect(directionsUrl({ ...nowhere, latitude: 30.2672, longitude: -97.7431, address: "1 Main St, Austin, TX" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.2672,-97.7431",
    );
  });

  it("when the business has a place id too, then it is added as destination_place_id", () => {
    expect(directionsUrl({ ...nowhere, latitude: 30.2672, longitude: -97.7431, placeId: "ChIJLwPMoJm1RIYRetVp1EtGm10" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.2672,-97.7431&destination_place_id=ChIJLwPMoJm1RIYRetVp1EtGm10",
    );
  });

  it("when a generated sample listing has a place id of its own, then it is left out: Google does not know it", () => {
    expect(directionsUrl({ ...nowhere, latitude: 40.79387, longitude: -73.974202, placeId: "ms000gh-sample", source: "sample" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=40.79387,-73.974202",
    );
  });

  it("when the business has no coordinates, then its address is the destination, encoded", () => {
    const url = directionsUrl({ ...nowhere, address: "12 O'Hara Ave #3, Bar & Grill Plaza, Austin, TX 78701" });
    expect(url).toBe("https://www.google.com/maps/dir/?api=1&destination=12%20O'Hara%20Ave%20%233%2C%20Bar%20%26%20Grill%20Plaza%2C%20Austin%2C%20TX%2078701");
    expect(new URL(url ?? "").searchParams.get("destination")).toBe("12 O'Hara Ave #3, Bar & Grill Plaza, Austin, TX 78701");
  });

  it("when the address comes with a place id, then both are given", () => {
    const url = new URL(directionsUrl({ ...nowhere, address: "5 Elm St, Salem, OR", placeId: "ChIJabc" }) ?? "");
    expect(url.searchParams.get("destination")).toBe("5 Elm St, Salem, OR");
    expect(url.searchParams.get("destination_place_id")).toBe("ChIJabc");
  });

  it.each([
    ["no coordinates and no address", nowhere],
    ["a blank address", { ...nowhere, address: "  " }],
    ["coordinates of 0,0 (a missing value) and no address", { ...nowhere, latitude: 0, longitude: 0 }],
    ["coordinates out of range and no address", { ...nowhere, latitude: 95, longitude: 10 }],
    ["only a place id", { ...nowhere, placeId: "ChIJabc" }],
  ])("when the business has %s, then there is no link", (_, target: DirectionsTarget) => {
    expect(directionsUrl(target)).toBeUndefined();
  });

  it("when the coordinates are 0,0 but there is an address, then the address is used", () => {
    expect(directionsUrl({ ...nowhere, latitude: 0, longitude: 0, address: "1 Main St" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St",
    );
  });
});
