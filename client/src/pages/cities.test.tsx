// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { CityIndex, CityListItem } from "@shared/api";
import { failure, json, pending, stubApi, type Handler } from "../test/api-stub";
import { makeCity } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { CitiesPage } from "./cities";

resetAfterEach();

const cities: CityListItem[] = [
  makeCity("Albany", "NY", 12),
  makeCity("Austin", "TX", 4321),
  makeCity("Boston", "MA", 980),
  makeCity("Chicago", "IL", 15000),
  makeCity("Ísafjörður", null, 1),
  makeCity("Portland", "ME", 30),
  makeCity("Portland", "OR", 300),
  makeCity("Winston-Salem", "NC", 40),
  makeCity("29 Palms", "CA", 2),
];

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const letterOf = (name: string) => {
  const first = fold(name).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
};

/** /api/cities/index over `all`, `pageSize` to a page, as the server answers it (server/directory/city-index.test.ts checks the server). */
function index(all: CityListItem[], pageSize = 240): Handler {
  return (url) => {
    const counts = new Map<string, number>();
    for (const city of all) counts.set(letterOf(city.name), (counts.get(letterOf(city.name)) ?? 0) + 1);
    const letters = [...counts]
      .map(([letter, cityCount]) => ({ letter, cityCount }))
      .sort((a, b) => (a.letter === "#" ? 1 : b.letter === "#" ? -1 : a.letter.localeCompare(b.letter)));
    const q = url.searchParams.get("q");
    const page = Number(url.searchParams.get("page") ?? 1);
    const letter = q ? null : (url.searchParams.get("letter") ?? letters[0]?.letter ?? null);
    const matches = all.filter((c) => (q ? fold(c.label).includes(fold(q)) : letterOf(c.name) === letter));
    const body: CityIndex = {
      letters,
      letter,
      query: q,
      cities: matches.slice((page - 1) * pageSize, page * pageSize),
      totalCount: matches.length,
      page,
      totalPages: Math.ceil(matches.length / pageSize),
    };
    return json(body);
  };
}

function show(url: string, handler: Handler = index(cities)) {
  const api = stubApi({ "/api/cities/index": handler });
  return { api, view: renderAt(url, <CitiesPage />) };
}

const letterNav = () => screen.getByRole("navigation", { name: "Cities by letter" });
const listed = () =>
  within(within(screen.getByRole("region")).getByRole("list"))
    .queryAllByRole("link")
    .map((link) => link.textContent);
const filterBox = () => screen.getByRole("searchbox", { name: "Filter cities" });

describe("Cities page", () => {
  it("when it opens, then the first letter's towns link to their pages with their counts, and every letter that has towns is a link", async () => {
    const { api } = show("/cities");
    expect(await screen.findByRole("link", { name: "Albany, NY" })).toHaveAttribute("href", "/city/Albany,%20NY");
    expect(screen.getByRole("heading", { level: 2, name: "A" })).toBeInTheDocument();
    expect(listed()).toEqual(["Albany, NY", "Austin, TX"]);
    expect(within(screen.getByRole("region")).getByText("(4,321)")).toBeInTheDocument();
    expect(screen.getByText("9 cities with listed businesses")).toBeInTheDocument();
    const letters = within(letterNav()).getAllByRole("link");
    expect(letters.map((link) => link.textContent)).toEqual(["A", "B", "C", "I", "P", "W", "#"]);
    expect(within(letterNav()).getByRole("link", { name: "A" })).toHaveAttribute("aria-current", "page");
    expect(within(letterNav()).getByRole("link", { name: "A" })).toHaveAttribute("href", "/cities");
    expect(within(letterNav()).getByRole("link", { name: "I" })).toHaveAttribute("href", "/cities?letter=I");
    expect(within(letterNav()).getByRole("link", { name: "#" })).toHaveAttribute("href", "/cities?letter=%23");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(api.requested("/api/cities/index").map((u) => u.search)).toEqual([""]);
  });

  it("when the address names a letter, then that letter's towns show, accents aside, and it is the current one", async () => {
    const { api } = show("/cities?letter=i");
    expect(await screen.findByRole("link", { name: "Ísafjörður" })).toHaveAttribute("href", "/city/%C3%8Dsafj%C3%B6r%C3%B0ur");
    expect(screen.getByRole("heading", { level: 2, name: "I" })).toBeInTheDocument();
    expect(within(letterNav()).getByRole("link", { name: "I" })).toHaveAttribute("aria-current", "page");
    expect(within(letterNav()).getByRole("link", { name: "A" })).not.toHaveAttribute("aria-current");
    expect(api.requested("/api/cities/index").map((u) => `${u.pathname}${u.search}`)).toEqual(["/api/cities/index?letter=I"]);
  });

  it("when a letter is chosen, then its towns replace the last letter's", async () => {
    const { view } = show("/cities");
    await screen.findByRole("link", { name: "Albany, NY" });
    await userEvent.click(within(letterNav()).getByRole("link", { name: "#" }));
    expect(await screen.findByRole("link", { name: "29 Palms, CA" })).toBeInTheDocument();
    expect(listed()).toEqual(["29 Palms, CA"]);
    expect(view.currentUrl()).toBe("/cities?letter=%23");
  });

  it("when a town is clicked, then its page opens in the app; with a modifier key the browser is left to open it", async () => {
    const { view } = show("/cities");
    const albany = await screen.findByRole("link", { name: "Albany, NY" });
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(albany);
    await user.keyboard("{/Control}");
    expect(view.currentUrl()).toBe("/cities");
    await user.click(albany);
    expect(view.currentUrl()).toBe("/city/Albany,%20NY");
  });

  it("when text is typed in the filter, then the towns matching it come from the API and the address holds it without a new entry", async () => {
    const { api, view } = show("/cities?letter=B");
    await screen.findByRole("link", { name: "Boston, MA" });
    await userEvent.type(filterBox(), "portland, o");
    expect(await screen.findByRole("heading", { level: 2, name: "Cities matching “portland, o”" })).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(["Portland, OR"]));
    expect(view.currentUrl()).toBe("/cities?letter=B&q=portland%2C+o");
    expect(view.navigations()).toBe(0);
    expect(within(letterNav()).queryByRole("link", { current: "page" })).not.toBeInTheDocument();
    // Typing pauses, not keystrokes, ask the API.
    expect(api.requested("/api/cities/index").length).toBeLessThan(5);
  });

  it("when the filter has accents or capitals, then it still matches", async () => {
    show("/cities");
    await screen.findByRole("link", { name: "Albany, NY" });
    await userEvent.type(filterBox(), "  ISAF");
    await waitFor(() => expect(listed()).toEqual(["Ísafjörður"]));
  });

  it("when nothing matches the filter, then it says so and how to find one", async () => {
    show("/cities?q=zzz");
    expect(await screen.findByRole("heading", { name: "No cities match" })).toBeInTheDocument();
    expect(screen.getByText(/Try a shorter part of the name/)).toBeInTheDocument();
    expect(filterBox()).toHaveValue("zzz");
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"));
  });

  it("when the filter is cleared, then the letter it was typed from is back", async () => {
    const { view } = show("/cities?letter=W&q=salem");
    await waitFor(() => expect(listed()).toEqual(["Winston-Salem, NC"]));
    await userEvent.clear(filterBox());
    expect(await screen.findByRole("heading", { level: 2, name: "W" })).toBeInTheDocument();
    expect(view.currentUrl()).toBe("/cities?letter=W");
  });

  it("when a letter is chosen during a search, then the search is gone from the box too", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { view } = show("/cities?q=port");
    await waitFor(() => expect(listed()).toEqual(["Portland, ME", "Portland, OR"]));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(letterNav()).getByRole("link", { name: "C" }));
    // The address moving must not send the box's old search back into it, not even until the box catches up.
    expect(view.currentUrl()).toBe("/cities?letter=C");
    expect(filterBox()).toHaveValue("");
    expect(await screen.findByRole("link", { name: "Chicago, IL" })).toBeInTheDocument();
    // Well past the box's typing pause (250 ms), when an old search would have been sent back.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(view.currentUrl()).toBe("/cities?letter=C");
  });

  it("when a letter has more towns than a page, then a pager leads through them, and a page past the end gives way to the last", async () => {
    const many = Array.from({ length: 5 }, (_, i) => makeCity(`Aville ${i}`, "TX", i + 1));
    const { view } = show("/cities?page=9", index(many, 2));
    await waitFor(() => expect(view.currentUrl()).toBe("/cities?page=3"));
    expect(view.navigations()).toBe(0);
    await waitFor(() => expect(listed()).toEqual(["Aville 4, TX"]));
    expect(screen.getByText("5 cities · page 3 of 3")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/cities?page=2");
    await userEvent.click(within(pager).getByRole("link", { name: /Previous/ }));
    await waitFor(() => expect(listed()).toEqual(["Aville 2, TX", "Aville 3, TX"]));
    // Focus moves to the towns, where a screen reader then starts, not left on the pager at the foot.
    expect(screen.getByRole("region", { name: "A" })).toHaveFocus();
    expect(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/cities?page=3");
  });

  it("when a letter fits on one page, then there is no pager", async () => {
    show("/cities");
    await screen.findByRole("link", { name: "Albany, NY" });
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("when the index is loading, then a busy placeholder stands where the towns will be", () => {
    show("/cities", pending);
    expect(screen.getByLabelText("Loading cities")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("heading", { level: 1, name: "All Cities" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Filter cities" })).toBeInTheDocument();
  });

  it("when the request fails, then an error view offers to try again, and trying again shows the towns", async () => {
    let calls = 0;
    const ok = index(cities);
    show("/cities", (url) => (++calls === 1 ? failure(500) : ok(url)));
    expect(await screen.findByRole("heading", { name: "Cities could not be loaded" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading cities")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Albany, NY" })).toBeInTheDocument();
  });

  it("when there are no cities at all, then it says none are listed yet, not that a search found nothing", async () => {
    show("/cities", index([]));
    expect(await screen.findByRole("heading", { level: 2, name: "No cities yet" })).toBeInTheDocument();
    expect(screen.getByText("0 cities with listed businesses")).toBeInTheDocument();
    expect(screen.queryByText(/Try a shorter part of the name/)).not.toBeInTheDocument();
  });

  it("when a letter has no towns, then it says so and points to the letters", async () => {
    show("/cities?letter=Q");
    expect(await screen.findByRole("heading", { level: 2, name: "No cities under Q" })).toBeInTheDocument();
    expect(within(letterNav()).getAllByRole("link")).toHaveLength(7);
  });
});
