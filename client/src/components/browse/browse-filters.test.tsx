// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { browseStateFrom } from "@shared/browse-state";
import { json, stubApi } from "../../test/api-stub";
import { removeGeolocationAfterEach, stubGeolocation } from "../../test/geolocation";
import { renderAt, resetAfterEach } from "../../test/render";
import { BrowseFilters } from "./browse-filters";

resetAfterEach();
removeGeolocationAfterEach();

function renderFilters(url: string) {
  stubApi({ "/api/suggest": () => json({ suggestions: [] }) });
  return renderAt(url, <BrowseFilters state={browseStateFrom(url.split("?")[1] ?? "")} />);
}

const whatBox = () => screen.getByRole("combobox", { name: "Search businesses" });
const whereBox = () => screen.getByRole("combobox", { name: "Location" });

describe("Browse's search form", () => {
  it("when only a place is typed and Search is pressed, then that place's businesses are listed", async () => {
    const view = renderFilters("/businesses");
    await userEvent.type(whereBox(), "77002");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(view.currentUrl()).toBe("/businesses?location=77002");
  });

  it("when 'coffee near me' is searched with no place, then the position is asked for and coffee is listed around it, from page 1", async () => {
    const geo = stubGeolocation();
    const view = renderFilters("/businesses?q=tea&page=3");
    await userEvent.clear(whatBox());
    await userEvent.type(whatBox(), "coffee near me{Enter}");
    expect(view.navigations()).toBe(0);
    act(() => geo.grant(29.760427, -95.369803));
    expect(view.currentUrl()).toBe("/businesses?q=coffee&near=29.7604%2C-95.3698");
  });

  it("when 'coffee nearby' is searched and the location is refused, then an alert says so and the page stays", async () => {
    const geo = stubGeolocation();
    const view = renderFilters("/businesses");
    await userEvent.type(whatBox(), "coffee nearby{Enter}");
    act(() => geo.refuse());
    expect(screen.getByRole("alert")).toHaveTextContent("Location access was refused. Type a city or ZIP code instead.");
    expect(view.navigations()).toBe(0);
  });

  it("when 'coffee near me' is searched with a place in the location box, then the place is searched", async () => {
    const geo = stubGeolocation();
    const view = renderFilters("/businesses?location=Austin");
    await userEvent.type(whatBox(), "coffee near me{Enter}");
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    expect(view.currentUrl()).toBe("/businesses?q=coffee&location=Austin");
  });
});
