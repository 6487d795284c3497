// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeBusiness } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { DetailHero } from "../detail/detail-hero";
import { BusinessCard } from "./business-card";

resetAfterEach();

/** Weekdays 9 to 5 in Chicago. */
const nineToFive = {
  Monday: "9AM-5PM",
  Tuesday: "9AM-5PM",
  Wednesday: "9AM-5PM",
  Thursday: "9AM-5PM",
  Friday: "9AM-5PM",
  Saturday: "Closed",
  Sunday: "Closed",
};
/** Monday 4:59:30 p.m. in Chicago (CDT, UTC-5). */
const mondayJustBeforeFive = new Date("2025-06-02T21:59:30Z");
/** When this page (the test's window) began to load, read before the clock is faked. */
const pageLoadedAt = performance.timeOrigin;

beforeEach(() => {
  vi.useFakeTimers({ now: mondayJustBeforeFive });
});
afterEach(() => {
  vi.useRealTimers();
});

const aMinuteLater = () => act(() => vi.advanceTimersByTime(60_000));

describe("the Open now pill", () => {
  it("when a card stays on screen past closing time, then Open now turns to Closed within the minute", () => {
    // The server said open when it answered; the hours decide from then on.
    renderAt("/", <BusinessCard business={makeBusiness({ openingHours: nineToFive, timeZone: "America/Chicago", isOpen: true })} />);
    expect(screen.getByText("Open now")).toBeInTheDocument();
    aMinuteLater();
    expect(screen.queryByText("Open now")).not.toBeInTheDocument();
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });

  it("when a detail page stays open until opening time, then Closed turns to Open now", () => {
    vi.setSystemTime(new Date("2025-06-02T13:59:10Z"));
    const business = makeBusiness({ openingHours: nineToFive, timeZone: "America/Chicago", isOpen: false });
    renderAt("/", <DetailHero business={business} url="https://example.com/details/x" />);
    expect(screen.getByText("Closed")).toBeInTheDocument();
    aMinuteLater();
    expect(screen.getByText("Open now")).toBeInTheDocument();
  });

  it.each(["CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"])("when the business is %s, then it never shows Open now, even within its hours", (status) => {
    vi.setSystemTime(new Date("2025-06-02T16:00:00Z"));
    renderAt("/", <BusinessCard business={makeBusiness({ businessStatus: status, openingHours: nineToFive, timeZone: "America/Chicago", isOpen: true })} />);
    expect(screen.queryByText("Open now")).not.toBeInTheDocument();
    aMinuteLater();
    expect(screen.queryByText("Open now")).not.toBeInTheDocument();
  });

  it("when the page has just loaded, then the pill is the server's answer, and the hours decide once the minute turns", () => {
    // The same minute as the page's load, whatever the hours say: the server answered for this minute.
    vi.setSystemTime(pageLoadedAt);
    const alwaysClosed = Object.fromEntries(Object.keys(nineToFive).map((day) => [day, "Closed"]));
    renderAt("/", <BusinessCard business={makeBusiness({ openingHours: alwaysClosed, timeZone: "America/Chicago", isOpen: true })} />);
    expect(screen.getByText("Open now")).toBeInTheDocument();
    aMinuteLater();
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });

  it("when the page goes, then its minute timer goes with it", () => {
    const view = renderAt("/", <BusinessCard business={makeBusiness({ openingHours: nineToFive, timeZone: "America/Chicago" })} />);
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
