// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../../test/api-stub";
import { noCountry } from "@shared/api";
import { adminCountries, adminList, renderBusinessesTab, stubAdminBusinesses } from "../../test/admin-businesses";
import { makeBusinesses } from "../../test/fixtures";
import { resetAfterEach } from "../../test/render";

resetAfterEach();
// Generous waits: these tests type, debounce and refetch, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The tab on page 3 of 10, so each test can see a filter send it back to page 1. */
async function onPage3() {
  const api = stubAdminBusinesses(() => json(adminList(makeBusinesses(50), 500)));
  renderBusinessesTab();
  await userEvent.click(await screen.findByRole("button", { name: "Page 3" }));
  await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "50", offset: "100" }));
  return api;
}

async function choose(label: string, option: string) {
  const select = screen.getByRole("combobox", { name: label });
  await within(select).findByRole("option", { name: option });
  await userEvent.selectOptions(select, option);
}

describe("what the filters request", () => {
  it("when the tab opens, then it asks for the first 50 with no filters", async () => {
    const api = stubAdminBusinesses(() => json(adminList([], 0)));
    renderBusinessesTab();
    await waitFor(() => expect(api.requested("/api/businesses")).toHaveLength(1));
    expect(api.lastQuery()).toEqual({ limit: "50", offset: "0" });
  });

  it("when a search is entered, then it is sent trimmed from offset 0", async () => {
    const api = await onPage3();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "  bread {Enter}");
    await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "50", offset: "0", search: "bread" }));
  });

  it("when typing pauses, then the search is sent once, without Enter", async () => {
    const api = stubAdminBusinesses(() => json(adminList([], 0)));
    renderBusinessesTab();
    const searches = () => api.requested("/api/businesses").filter((u) => u.searchParams.has("search"));
    await userEvent.click(screen.getByRole("searchbox", { name: "Search" }));
    await userEvent.paste("tacos");
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(api.lastQuery().search).toBe("tacos"));
    expect(searches()).toHaveLength(1);
  });

  it("when a country is chosen, then it lists each with its count and is sent from offset 0", async () => {
    const api = await onPage3();
    const options = within(screen.getByRole("combobox", { name: "Country" })).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All Countries", "United States (12,345)", "Canada (678)"]);
    await choose("Country", "Canada (678)");
    await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "50", offset: "0", country: "Canada" }));
  });

  it("when some businesses have no country, then they are offered last as 'No country' with their count, and choosing it filters and exports them", async () => {
    const countries = [...adminCountries, { country: noCountry, businessCount: 7 }];
    const api = stubAdminBusinesses(() => json(adminList(makeBusinesses(7, { country: null }), 7)), { "/api/countries": () => json(countries) });
    renderBusinessesTab();
    await choose("Country", "No country (7)");
    const options = within(screen.getByRole("combobox", { name: "Country" })).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All Countries", "United States (12,345)", "Canada (678)", "No country (7)"]);
    await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "50", offset: "0", country: noCountry }));
    expect(screen.getByRole("button", { name: "Export No country" })).toBeInTheDocument();
  });

  it("when a category is chosen, then the real categories are offered and its slug is sent from offset 0", async () => {
    const api = await onPage3();
    const options = within(screen.getByRole("combobox", { name: "Category" })).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All", "Bakery (1,500)", "Auto repair shop (42)"]);
    await choose("Category", "Auto repair shop (42)");
    await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "50", offset: "0", category: "auto-repair-shop" }));
  });

  it("when a status is chosen, then it really filters, from offset 0", async () => {
    const api = await onPage3();
    await choose("Status", "Pending");
    await waitFor(() => expect(api.lastQuery()).toEqual({ limit: "50", offset: "0", status: "pending" }));
    await choose("Status", "Verified");
    await waitFor(() => expect(api.lastQuery().status).toBe("verified"));
  });

  it("when a filter goes back to All, then the unfiltered first page is shown again (from the cache)", async () => {
    const api = await onPage3();
    await choose("Status", "Pending");
    await waitFor(() => expect(api.lastQuery().status).toBe("pending"));
    const requests = api.requested("/api/businesses").length;
    await choose("Status", "All");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("all");
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(api.requested("/api/businesses")).toHaveLength(requests);
  });

  it("when filters are combined, then all of them are sent together", async () => {
    const api = stubAdminBusinesses(() => json(adminList([], 0)));
    renderBusinessesTab();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "pie{Enter}");
    await choose("Country", "United States (12,345)");
    await choose("Category", "Bakery (1,500)");
    await choose("Status", "Verified");
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({ limit: "50", offset: "0", search: "pie", country: "United States", category: "bakery", status: "verified" }),
    );
  });
});
