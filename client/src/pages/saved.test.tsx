// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Business } from "@shared/api";
import { failure, json, stubApi, type Handler } from "../test/api-stub";
import { makeBusiness } from "../test/fixtures";
import { renderAt, resetAfterEach } from "../test/render";
import { PublicRoutes } from "../app";
import { SiteLayout } from "../components/layout/site-layout";

resetAfterEach();

const storageKey = "mainstreet.bookmarks";

/** Bookmarks as the Save button leaves them, oldest first. */
function saved(...bookmarks: { slug: string; name: string }[]) {
  localStorage.setItem(storageKey, JSON.stringify(bookmarks));
}

const savedSlugs = () => (JSON.parse(localStorage.getItem(storageKey) ?? "[]") as { slug: string }[]).map((b) => b.slug);

function showSaved(handlers: Record<string, Handler> = {}) {
  const api = stubApi(handlers);
  const view = renderAt("/saved", <PublicRoutes />);
  return { api, view };
}

const detail = (business: Business): Record<string, Handler> => ({ [`/api/businesses/slug/${business.slug}`]: () => json(business) });

describe("saved page", () => {
  it("when nothing is saved, then it explains how to save and links to the businesses, kept out of the index", async () => {
    showSaved();
    expect(await screen.findByRole("heading", { level: 1, name: "Saved businesses" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Nothing saved yet" })).toBeInTheDocument();
    expect(screen.getByText(/Open a business and press/)).toHaveTextContent("Open a business and press Save under its name");
    expect(screen.getByRole("link", { name: "Browse Businesses" })).toHaveAttribute("href", "/businesses");
    await waitFor(() => expect(document.title).toBe("Saved businesses | Main Street"));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  it("when businesses are saved, then each is a card with its current data, the last saved first", async () => {
    const first = makeBusiness({ name: "Renamed Since Saving", phone: "(512) 555-0111" });
    const second = makeBusiness({ name: "Second Saved" });
    saved({ slug: first.slug, name: "Old Name" }, { slug: second.slug, name: second.name });
    showSaved({ ...detail(first), ...detail(second) });
    await screen.findByRole("heading", { level: 2, name: "Renamed Since Saving" });
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Second Saved", "Renamed Since Saving"]);
    expect(within(cards[1] as HTMLElement).getByRole("link", { name: "(512) 555-0111" })).toHaveAttribute("href", "tel:5125550111");
    expect(screen.queryByText("Old Name")).not.toBeInTheDocument();
  });

  it("when a saved business is removed, then it leaves the list and the browser's storage", async () => {
    const keep = makeBusiness({ name: "Keep Me" });
    const drop = makeBusiness({ name: "Drop Me" });
    saved({ slug: keep.slug, name: keep.name }, { slug: drop.slug, name: drop.name });
    showSaved({ ...detail(keep), ...detail(drop) });
    await userEvent.click(await screen.findByRole("button", { name: "Remove Drop Me from saved" }));
    expect(screen.queryByRole("heading", { name: "Drop Me" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Keep Me" })).toBeInTheDocument();
    expect(savedSlugs()).toEqual([keep.slug]);
  });

  it("when a saved business is no longer listed, then it is shown as gone with a remove button", async () => {
    saved({ slug: "closed-and-deleted-1", name: "Deleted Diner" });
    showSaved({ "/api/businesses/slug/closed-and-deleted-1": () => failure(404, '{"message":"Business not found"}') });
    const gone = await screen.findByRole("article");
    expect(within(gone).getByRole("heading", { name: "Deleted Diner" })).toBeInTheDocument();
    expect(gone).toHaveTextContent("This business is no longer listed in the directory.");
    await userEvent.click(screen.getByRole("button", { name: "Remove Deleted Diner from saved" }));
    expect(await screen.findByRole("heading", { name: "Nothing saved yet" })).toBeInTheDocument();
    expect(savedSlugs()).toEqual([]);
  });

  it("when a saved business cannot be loaded just now, then it says so and tries again on request", async () => {
    const business = makeBusiness({ name: "Flaky Cafe" });
    saved({ slug: business.slug, name: business.name });
    let calls = 0;
    showSaved({ [`/api/businesses/slug/${business.slug}`]: () => (++calls === 1 ? failure(503) : json(business)) });
    expect(await screen.findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(screen.queryByText(/no longer listed/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "View details for Flaky Cafe" })).toBeInTheDocument();
  });
});

describe("saved link in the header", () => {
  it("when businesses are saved, then the header links to /saved with their count, on desktop and in the menu", async () => {
    saved({ slug: "a-1", name: "A" }, { slug: "b-2", name: "B" });
    stubApi({});
    renderAt("/", <SiteLayout>page</SiteLayout>);
    const desktop = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: /^Saved/ });
    expect(desktop).toHaveAttribute("href", "/saved");
    expect(desktop).toHaveTextContent("Saved2");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: /^Saved/ });
    expect(menu).toHaveAttribute("href", "/saved");
  });
});
