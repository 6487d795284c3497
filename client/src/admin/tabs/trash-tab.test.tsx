// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { TrashItem, TrashPage, TrashRestoreResult } from "@shared/admin-api";
import { json, stubApi } from "../../test/api-stub";
import { sentTo } from "../../test/admin-businesses";
import { renderAt, resetAfterEach } from "../../test/render";
import { Toaster } from "../components/toaster";
import { toasts } from "../toast-store";
import { TrashTab } from "./trash-tab";

resetAfterEach();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

let nextId = 1;
function item(name: string, overrides: Partial<TrashItem> = {}): TrashItem {
  const id = nextId++;
  return {
    id,
    businessId: 1000 + id,
    batchId: "0b6c1f0e-3d5a-4c8e-9f1a-2b3c4d5e6f70",
    name,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    category: "Bakery",
    city: "Austin",
    state: "TX",
    deletedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    purgeAt: "2030-01-31T12:00:00.000Z",
    ...overrides,
  };
}

const page = (items: TrashItem[], totalCount = items.length, pageNumber = 1): TrashPage => ({
  items,
  totalCount,
  totalPages: Math.ceil(totalCount / 50),
  page: pageNumber,
  pageSize: 50,
});

function setup(
  list: (url: URL) => TrashPage,
  restore: (body: unknown) => TrashRestoreResult = () => ({ message: "", restored: 0, conflicts: [], conflictCount: 0 }),
) {
  const api = stubApi({
    "/api/admin/trash": (url) => json(list(url)),
    "/api/admin/trash/restore": () => json(restore(undefined)),
  });
  renderAt(
    "/admin-panel?tab=trash",
    <>
      <TrashTab />
      <Toaster />
    </>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Deleted businesses" });

describe("Trash tab", () => {
  it("when the trash holds businesses, then each shows its name, address, place, when it was deleted and when it goes for good", async () => {
    setup(() => page([item("Crumbs Bakery"), item("Joe's Garage", { category: "Mechanic", city: null, state: null })]));
    const row = (await within(table()).findByText("Crumbs Bakery")).closest("tr")!;
    expect(row).toHaveTextContent("/details/crumbs-bakery");
    expect(row).toHaveTextContent("Austin, TX");
    expect(row).toHaveTextContent("2 hours ago");
    expect(row).toHaveTextContent("Jan 31, 2030");
    expect(screen.getByText("Joe's Garage").closest("tr")).toHaveTextContent("Mechanic—");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 to 2 of 2 businesses");
    expect(screen.getByText(/Deleted businesses stay here 30 days/)).toBeInTheDocument();
  });

  it("when the trash is empty, then it says so and nothing can be restored", async () => {
    setup(() => page([]));
    expect(await screen.findByText("The trash is empty.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restore all" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Restore selected" })).toBeDisabled();
  });

  it("when a search is typed, then the list is asked for it, and page 2 carries it", async () => {
    const api = setup((url) => {
      const search = url.searchParams.get("search");
      if (search === "nothing") return page([]);
      return page(
        Array.from({ length: 50 }, (_, i) => item(`Match ${i}`)),
        60,
        Number(url.searchParams.get("page") ?? 1),
      );
    });
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search the trash" }), "pizza");
    await waitFor(() => expect(api.requested("/api/admin/trash").at(-1)?.searchParams.get("search")).toBe("pizza"));
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(Object.fromEntries(api.requested("/api/admin/trash").at(-1)?.searchParams ?? [])).toEqual({ search: "pizza", page: "2" }));
    await userEvent.clear(screen.getByRole("searchbox", { name: "Search the trash" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the trash" }), "nothing{Enter}");
    expect(await screen.findByText("Nothing in the trash matches this search.")).toBeInTheDocument();
  });

  it("when two businesses are chosen and restored, then only their ids are sent and the toast reports it", async () => {
    const [a, b, c] = [item("Alpha Cafe"), item("Beta Books"), item("Gamma Gym")];
    let left = [a!, b!, c!];
    const api = setup(
      () => page(left),
      () => {
        left = [b!];
        return { message: "Restored 2 businesses", restored: 2, conflicts: [], conflictCount: 0 };
      },
    );
    expect(await screen.findByRole("button", { name: "Restore selected" })).toBeDisabled();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Alpha Cafe" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Gamma Gym" }));
    await userEvent.click(screen.getByRole("button", { name: "Restore selected (2)" }));
    expect(await screen.findByText("Restored 2 businesses")).toBeInTheDocument();
    expect(sentTo(api.fetchMock, "/api/admin/trash/restore")).toEqual([{ url: "/api/admin/trash/restore", method: "POST", body: { ids: [a!.id, c!.id] } }]);
    await waitFor(() => expect(within(table()).queryByText("Alpha Cafe")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Restore selected" })).toBeDisabled();
  });

  it("when Restore all leaves some in the trash, then the toast and a list name each one and what blocks it", async () => {
    const api = setup(
      () => page([item("Alpha Cafe"), item("Beta Books")]),
      () => ({
        message: "Restored 1 business; not restored: Beta Books (page address (URL) in use by Beta Bookshop)",
        restored: 1,
        conflicts: [{ id: 2, name: "Beta Books", slug: "beta-books", field: "slug", takenBy: "Beta Bookshop" }],
        conflictCount: 1,
      }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Restore all" }));
    expect(await screen.findByText("Partly restored")).toBeInTheDocument();
    expect(screen.getByText("Restored 1 business; not restored: Beta Books (page address (URL) in use by Beta Bookshop)")).toBeInTheDocument();
    expect(sentTo(api.fetchMock, "/api/admin/trash/restore")[0]?.body).toEqual({ all: true });
    const notRestored = screen.getByRole("heading", { name: "Not restored" }).parentElement!;
    expect(within(notRestored).getByRole("listitem")).toHaveTextContent("Beta Books: its page address (URL) is in use again by Beta Bookshop");
  });
});
