// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { failure, json, pending } from "../../test/api-stub";
import { sentTo, adminList as list, renderBusinessesTab as show, stubAdminBusinesses as stub } from "../../test/admin-businesses";
import { makeBusiness, makeBusinesses } from "../../test/fixtures";
import { resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";

resetAfterEach();
// Generous waits: these tests type, debounce and refetch, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

const lastQuery = (api: ReturnType<typeof stub>) => api.lastQuery();

describe("Businesses tab states", () => {
  it("when loading, then placeholder rows keep the table's place and the table is busy", () => {
    stub(pending);
    show();
    expect(screen.getByRole("table", { name: "Businesses" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Business", "Category", "Location", "Rating", "Status", "Actions"]);
  });

  it("when the list fails, then the API's message is shown", async () => {
    stub(() => failure(500, JSON.stringify({ message: "Database unavailable" })));
    show();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch businesses");
    expect(alert).toHaveTextContent("Database unavailable");
  });

  it("when nothing matches, then the empty state and 'Showing 0 of 0 businesses' are shown", async () => {
    stub(() => json(list([], 0)));
    show();
    expect(await screen.findByText("No businesses found")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 of 0 businesses");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("when rows come back, then each shows name, phone, category, location, rating, status and named actions", async () => {
    const rows = [
      makeBusiness({
        name: "Lone Star Pizza",
        phone: "(512) 555-0199",
        category: "Pizza",
        city: "Austin",
        state: "TX",
        rating: 4,
        reviewCount: 1234,
        isVerified: true,
      }),
      makeBusiness({ name: "New Spot", rating: null, reviewCount: 0, isVerified: false }),
    ];
    stub(() => json(list(rows, 2)));
    show();
    const row = (await screen.findByText("Lone Star Pizza")).closest("tr")!;
    expect(within(row).getByText("(512) 555-0199")).toBeInTheDocument();
    expect(within(row).getByText("Pizza")).toBeInTheDocument();
    expect(within(row).getByText("Austin, TX")).toBeInTheDocument();
    expect(within(row).getByText("4.0 (1,234 reviews)")).toBeInTheDocument();
    expect(within(row).getByText("Verified")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Edit Lone Star Pizza" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Delete Lone Star Pizza" })).toBeInTheDocument();
    const other = screen.getByText("New Spot").closest("tr")!;
    expect(within(other).getByText("Pending")).toBeInTheDocument();
    expect(within(other).getByText("No rating (0 reviews)")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 to 2 of 2 businesses");
  });

  it("when on page 2 of 120 rows, then it reads 'Showing 51 to 100 of 120 businesses'", async () => {
    const api = stub(() => json(list(makeBusinesses(50), 120)));
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(lastQuery(api).offset).toBe("50"));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 51 to 100 of 120 businesses");
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });
});

describe("export", () => {
  it("when a country is chosen, then Export {country} appears", async () => {
    stub(() => json(list([], 0)));
    show();
    expect(screen.getByRole("button", { name: "Export All" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Export Canada/ })).not.toBeInTheDocument();
    const country = screen.getByRole("combobox", { name: "Country" });
    await within(country).findByRole("option", { name: "Canada (678)" });
    await userEvent.selectOptions(country, "Canada");
    expect(screen.getByRole("button", { name: "Export Canada" })).toBeInTheDocument();
  });
});

describe("delete", () => {
  it("when Delete is clicked, then nothing is sent until the confirmation, and Cancel sends nothing", async () => {
    const target = makeBusiness({ name: "Doomed Diner" });
    let rows = [target, makeBusiness()];
    const api = stub(() => json(list(rows, rows.length)), {
      [`/api/admin/businesses/${target.id}`]: () => {
        rows = rows.filter((r) => r.id !== target.id);
        return json({ message: "Deleted Doomed Diner", deleted: 1, batchId: "6f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d" });
      },
    });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Doomed Diner" }));
    const dialog = screen.getByRole("dialog", { name: "Delete business" });
    expect(dialog).toHaveTextContent("Delete Doomed Diner? It goes to the trash, where it can be restored for 30 days.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Doomed Diner" })).toHaveFocus();
    expect(api.requested(`/api/admin/businesses/${target.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete Doomed Diner" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Business deleted")).toBeInTheDocument();
    expect(sentTo(api.fetchMock, "/api/admin/businesses/")).toEqual([{ url: `/api/admin/businesses/${target.id}`, method: "DELETE", body: undefined }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("Doomed Diner")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Businesses" })).toHaveFocus());
  });

  it("when deleting the only row of the last page, then the page that is now last is shown", async () => {
    let rows = makeBusinesses(101);
    const last = rows[100]!;
    const api = stub(
      (url) => {
        const offset = Number(url.searchParams.get("offset"));
        return json(list(rows.slice(offset, offset + 50), rows.length));
      },
      {
        [`/api/admin/businesses/${last.id}`]: () => (
          (rows = rows.slice(0, 100)),
          json({ message: "Deleted", deleted: 1, batchId: "6f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d" })
        ),
      },
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Page 3" }));
    await userEvent.click(await screen.findByRole("button", { name: `Delete ${last.name}` }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page"));
    expect(api.lastQuery().offset).toBe("50");
    expect(screen.getByText("Showing 51 to 100 of 100 businesses")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Page 3" })).not.toBeInTheDocument();
  });

  it("when the delete fails, then 'Delete failed' shows the server's message", async () => {
    const target = makeBusiness({ name: "Sticky Cafe" });
    stub(() => json(list([target], 1)), {
      [`/api/admin/businesses/${target.id}`]: () => failure(404, JSON.stringify({ message: "Business not found" })),
    });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Sticky Cafe" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete failed")).toBeInTheDocument();
    expect(screen.getByText("Business not found")).toBeInTheDocument();
  });
});

describe("edit", () => {
  it("when Edit is clicked, then a labelled dialog takes focus, and Escape gives it back to the Edit button", async () => {
    stub(() => json(list([makeBusiness({ name: "Focus Foods" })], 1)));
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Focus Foods" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Focus Foods" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Focus Foods" })).toHaveFocus();
  });

  it("when a saved edit changes the row, then the table shows the new values and focus returns to its Edit button", async () => {
    const original = makeBusiness({ name: "Before Bakery", isVerified: false });
    let row = original;
    stub(() => json(list([row], 1)), {
      [`/api/admin/businesses/${original.id}`]: () => {
        row = { ...original, name: "After Bakery", isVerified: true };
        return json(row);
      },
    });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Before Bakery" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "After Bakery");
    await userEvent.click(screen.getByRole("checkbox", { name: "Verified" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Business updated")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const edited = screen.getByText("After Bakery").closest("tr")!;
    expect(within(edited).getByText("Verified")).toBeInTheDocument();
    expect(within(edited).getByRole("button", { name: "Edit After Bakery" })).toHaveFocus();
  });
});
