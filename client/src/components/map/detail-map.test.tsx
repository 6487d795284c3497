// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { DetailMap } from "./detail-map";

resetAfterEach();

// jsdom draws no WebGL: the map's chunk is replaced by what it was given.
vi.mock("./detail-map-view", () => ({
  DetailMapView: ({ name, point, styleUrl }: { name: string; point: [number, number]; styleUrl: string }) => (
    <p>{`${name} at ${point.join(",")} in ${styleUrl}`}</p>
  ),
}));

/** An IntersectionObserver whose boxes come on screen when the test says so. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollIntoView: () =>
      act(() => {
        for (const callback of callbacks) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

const shop = { id: 7, name: "Joe's Pizza", latitude: 30.27, longitude: -97.74 };

describe("a business's map", () => {
  it("when its box has not come on screen, then neither the map's code nor its style is asked for, but its box is held", () => {
    stubObserver();
    const api = stubApi({ "/api/map": () => json({ styleUrl: "/map/style.json" }) });
    const { container } = renderAt("/details/joes-pizza", <DetailMap business={shop} />);
    expect(container.firstElementChild).toHaveClass("h-48");
    expect(api.requested("/api/map")).toHaveLength(0);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  // Before any test that moves: the visitor's first move is remembered for the rest of the visit.
  it("when its box is on screen but the visitor has not used the page, then the map waits", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const observer = stubObserver();
      const api = stubApi({ "/api/map": () => json({ styleUrl: "/map/style.json" }) });
      const { container } = renderAt("/details/joes-pizza", <DetailMap business={shop} />);
      observer.scrollIntoView();
      // jsdom has no requestIdleCallback: the wait for idle is a timer, run out here.
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(api.requested("/api/map")).toHaveLength(0);
      expect(container.firstElementChild).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it("when its box is on screen and the visitor moves, then the map is drawn at the business's point with the site's style", async () => {
    const observer = stubObserver();
    stubApi({ "/api/map": () => json({ styleUrl: "/map/style.json" }) });
    renderAt("/details/joes-pizza", <DetailMap business={shop} />);
    observer.scrollIntoView();
    fireEvent.pointerMove(window);
    expect(await screen.findByText("Joe's Pizza at -97.74,30.27 in /map/style.json")).toBeInTheDocument();
  });

  it("when the business has no point, then there is no map and no box", () => {
    stubObserver();
    const { container } = renderAt("/details/joes-pizza", <DetailMap business={{ ...shop, latitude: null, longitude: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
