// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { clusterElement, pointElement } from "./marker-elements";
import { resetAfterEach } from "../../test/render";
import { MapNotes } from "./map-notes";

resetAfterEach();

const pizza = {
  id: 7,
  name: "Joe's Pizza",
  slug: "joes-pizza",
  category: "Pizza restaurant",
  rating: 4.5,
  reviewCount: 12,
  latitude: 30.27,
  longitude: -97.74,
};

describe("markers", () => {
  it("when a business is a marker, then it is a button named by its name and stars that chooses it", () => {
    const choose = vi.fn();
    const marker = pointElement(pizza, choose);
    expect(marker.tagName).toBe("BUTTON");
    expect(marker).toHaveAccessibleName("Joe's Pizza, 4.5 stars");
    marker.click();
    expect(choose).toHaveBeenCalledOnce();
    expect(pointElement({ ...pizza, rating: null }, choose)).toHaveAccessibleName("Joe's Pizza, not yet rated");
  });

  it("when businesses are clustered, then the cluster says how many and that choosing it zooms in", () => {
    const zoom = vi.fn();
    const cluster = clusterElement(1234, zoom);
    expect(cluster).toHaveAccessibleName("Cluster of 1,234 businesses, zoom in");
    expect(cluster).toHaveTextContent("1,234");
    cluster.click();
    expect(zoom).toHaveBeenCalledOnce();
  });
});

describe("the map's notes", () => {
  it("when the list has more than the map read, then the map says it shows the first of them", () => {
    render(<MapNotes failed={false} loading={false} fetched={300} placed={298} total={1234} />);
    expect(screen.getByRole("status")).toHaveTextContent("Showing the first 300 of 1,234 on the map. 2 businesses without a location are not on the map.");
  });

  it("when the map shows every result, then it says nothing", () => {
    render(<MapNotes failed={false} loading={false} fetched={30} placed={30} total={30} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
