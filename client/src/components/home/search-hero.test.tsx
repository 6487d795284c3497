// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Suggestion } from "@shared/api";
import { json, stubApi } from "../../test/api-stub";
import { removeGeolocationAfterEach, stubGeolocation } from "../../test/geolocation";
import { renderAt, resetAfterEach } from "../../test/render";
import { SearchHero } from "./search-hero";

resetAfterEach();
removeGeolocationAfterEach();

const what: Suggestion[] = [
  { kind: "category", label: "Pizza restaurant", url: "/category/pizza-restaurant", value: "Pizza restaurant" },
  { kind: "business", label: "Pizza Palace, Houston, TX", url: "/details/pizza-palace", value: "Pizza Palace" },
];
const where: Suggestion[] = [
  { kind: "city", label: "Houston, TX", url: "/city/houston", value: "Houston, TX" },
  { kind: "zip", label: "77002 Houston, TX", url: "/businesses?location=77002", value: "77002" },
];

function stubSuggest() {
  return stubApi({ "/api/suggest": (url) => json({ suggestions: url.searchParams.get("field") === "where" ? where : what }) });
}

const whatBox = () => screen.getByRole("combobox", { name: "Business" });
const whereBox = () => screen.getByRole("combobox", { name: "Location" });

describe("home search suggestions", () => {
  it("when 'piz' is typed, then categories and businesses are asked for once the typing pauses and offered as options", async () => {
    const api = stubSuggest();
    renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "piz");
    expect(await screen.findByRole("option", { name: "Pizza restaurant, Category" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Pizza Palace, Houston, TX, Business" })).toBeInTheDocument();
    expect(api.requested("/api/suggest").map((u) => Object.fromEntries(u.searchParams))).toEqual([{ q: "piz", field: "what" }]);
  });

  it("when ArrowDown and Enter are pressed on a suggestion, then its page opens", async () => {
    stubSuggest();
    const view = renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "piz");
    await screen.findByRole("option", { name: /Pizza restaurant/ });
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(view.currentUrl()).toBe("/details/pizza-palace");
  });

  it("when Enter is pressed with the list open but no option active, then the typed search runs", async () => {
    stubSuggest();
    const view = renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "piz");
    await screen.findByRole("option", { name: /Pizza restaurant/ });
    await userEvent.keyboard("{Enter}");
    expect(view.currentUrl()).toBe("/businesses?q=piz");
  });

  it("when a place is picked in the location box, then the box takes its value and the search uses it", async () => {
    const api = stubSuggest();
    const view = renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "pizza");
    await userEvent.type(whereBox(), "hou");
    await userEvent.click(await screen.findByRole("option", { name: "77002 Houston, TX, ZIP code" }));
    expect(whereBox()).toHaveValue("77002");
    expect(view.currentUrl()).toBe("/");
    expect(api.requested("/api/suggest").at(-1)?.searchParams.get("field")).toBe("where");
    await userEvent.click(screen.getByRole("button", { name: "Find Businesses" }));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&location=77002");
  });

  it("when the box is emptied, then the list closes without waiting for an answer", async () => {
    stubSuggest();
    renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "piz");
    await screen.findByRole("listbox");
    await userEvent.clear(whatBox());
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(whatBox()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Near me on the home page", () => {
  it("when the visitor allows their location, then it says it is locating and then lists businesses near the point with the search text", async () => {
    stubSuggest();
    const geo = stubGeolocation();
    const view = renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "pizza");
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    expect(screen.getByRole("button", { name: "Locating…" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("button", { name: "Locating…" }));
    expect(geo.getCurrentPosition).toHaveBeenCalledOnce();
    act(() => geo.grant(29.760427, -95.369803));
    expect(view.currentUrl()).toBe("/businesses?q=pizza&near=29.7604%2C-95.3698");
  });

  it("when the visitor refuses, then an alert says so and offers typing a place, and nothing navigates", async () => {
    stubSuggest();
    const geo = stubGeolocation();
    const view = renderAt("/", <SearchHero />);
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    act(() => geo.refuse());
    expect(screen.getByRole("alert")).toHaveTextContent("Location access was refused. Type a city or ZIP code instead.");
    expect(screen.getByRole("button", { name: "Near me" })).not.toHaveAttribute("aria-disabled");
    expect(view.navigations()).toBe(0);
  });

  it("when the browser has no geolocation, then an alert says it cannot share its location", async () => {
    stubSuggest();
    const view = renderAt("/", <SearchHero />);
    await userEvent.click(screen.getByRole("button", { name: "Near me" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Your browser cannot share its location. Type a city or ZIP code instead."));
    expect(view.navigations()).toBe(0);
  });
});

describe("'near me' in the search words on the home page", () => {
  it.each(["coffee near me", "coffee nearby", "coffee near by"])(
    "when %j is searched with no place, then the position is asked for and coffee is listed around it",
    async (words) => {
      stubSuggest();
      const geo = stubGeolocation();
      const view = renderAt("/", <SearchHero />);
      await userEvent.type(whatBox(), `${words}{Enter}`);
      expect(geo.getCurrentPosition).toHaveBeenCalledOnce();
      expect(view.navigations()).toBe(0);
      act(() => geo.grant(29.760427, -95.369803));
      expect(view.currentUrl()).toBe("/businesses?q=coffee&near=29.7604%2C-95.3698");
    },
  );

  it("when 'coffee near me' is searched and the visitor refuses their location, then an alert says so and nothing navigates", async () => {
    stubSuggest();
    const geo = stubGeolocation();
    const view = renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "coffee near me");
    await userEvent.click(screen.getByRole("button", { name: "Find Businesses" }));
    act(() => geo.refuse());
    expect(screen.getByRole("alert")).toHaveTextContent("Location access was refused. Type a city or ZIP code instead.");
    expect(view.navigations()).toBe(0);
  });

  it("when 'coffee near me' is searched with a place typed, then the place is where to look and the position is not asked for", async () => {
    stubSuggest();
    const geo = stubGeolocation();
    const view = renderAt("/", <SearchHero />);
    await userEvent.type(whatBox(), "coffee near me");
    await userEvent.type(whereBox(), "Houston, TX{Enter}");
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    expect(view.currentUrl()).toBe("/businesses?q=coffee&location=Houston%2C+TX");
  });
});
