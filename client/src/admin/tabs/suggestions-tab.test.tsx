// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { SuggestionItem, SuggestionPage } from "@shared/suggestions";
import { json, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { Toaster } from "../components/toaster";
import { toasts } from "../toast-store";
import { SuggestionsTab } from "./suggestions-tab";

resetAfterEach();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

const hostile = `<img src=x onerror="alert(1)">`;

function item(id: number, overrides: Partial<SuggestionItem> = {}): SuggestionItem {
  return {
    id,
    kind: "edit",
    status: "open",
    business: { id: 7, name: "Joe's Pizza", slug: "joes-pizza-chij123" },
    changes: { phone: "(217) 555-0199", openingHours: { Tuesday: "8AM-6PM", Monday: "8AM-6PM" } },
    current: { phone: "(217) 555-0100", openingHours: { Monday: "9AM-5PM" } },
    notes: [hostile],
    reports: 3,
    contactEmail: null,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    lastReportedAt: new Date().toISOString(),
    decidedAt: null,
    ...overrides,
  };
}

function setup(pages: (url: URL) => SuggestionPage) {
  let decided = false;
  const api = stubApi({
    "/api/admin/suggestions": (url) => json(pages(url)),
    "/api/admin/suggestions/1/accept": () => {
      decided = true;
      return json({ message: "Joe's Pizza now has the suggested phone", item: item(1, { status: "accepted" }) });
    },
    "/api/admin/suggestions/2/reject": () => json({ message: "This item was already accepted" }, { status: 409 }),
  });
  renderAt(
    "/admin-panel?tab=suggestions",
    <>
      <SuggestionsTab />
      <Toaster />
    </>,
  );
  return { api, wasDecided: () => decided };
}

describe("Suggestions tab", () => {
  it("when items are open, then each shows the business linked, the values now beside the suggested ones, the reports and the notes as text", async () => {
    setup(() => ({ items: [item(1)], totalCount: 1, openCount: 1 }));
    const card = await screen.findByRole("article", { name: /Joe's Pizza/ });
    expect(within(card).getByRole("link", { name: "Joe's Pizza" })).toHaveAttribute("href", "/details/joes-pizza-chij123");
    expect(within(card).getByText("Reported by 3 visitors", { exact: false })).toBeInTheDocument();
    const phone = within(card).getByRole("row", { name: /Phone/ });
    expect(phone).toHaveTextContent("(217) 555-0100");
    expect(phone).toHaveTextContent("(217) 555-0199");
    // Hours a day a line, in the week's order.
    expect(within(card).getByRole("row", { name: /Opening hours/ })).toHaveTextContent("Monday: 9AM-5PMMonday: 8AM-6PMTuesday: 8AM-6PM");
    expect(within(card).getByText(hostile)).toBeInTheDocument();
    expect(card.querySelector("img")).toBeNull();
  });

  it("when the kind or status is chosen, then the queue asks for it from the first page", async () => {
    const { api } = setup(() => ({ items: [], totalCount: 0, openCount: 0 }));
    expect(await screen.findByText(/Nothing waits for a decision/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "New businesses");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Rejected");
    await waitFor(() => expect(api.requested("/api/admin/suggestions").at(-1)?.search).toBe("?status=rejected&kind=submission"));
    expect(await screen.findByText("No item has been rejected yet.")).toBeInTheDocument();
  });

  it("when Accept is pressed, then the decision is sent, toasted, and the list is read again; a refused decision is toasted with the server's words", async () => {
    let reads = 0;
    const { wasDecided } = setup(() => {
      reads += 1;
      return { items: [item(1), item(2, { business: { id: 8, name: "Ann's Deli", slug: "anns-deli" } })], totalCount: 2, openCount: 2 };
    });
    const card = await screen.findByRole("article", { name: /Joe's Pizza/ });
    const before = reads;
    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Joe's Pizza now has the suggested phone")).toBeInTheDocument();
    expect(wasDecided()).toBe(true);
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await userEvent.click(within(screen.getByRole("article", { name: /Ann's Deli/ })).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("This item was already accepted")).toBeInTheDocument();
  });

  it("when a submission is listed, then its values and the owner's e-mail are shown, without a Now column", async () => {
    setup(() => ({
      items: [
        item(3, { kind: "submission", business: null, changes: { name: "New Bakery", category: "Bakery" }, current: {}, contactEmail: "owner@example.com" }),
      ],
      totalCount: 1,
      openCount: 1,
    }));
    const card = await screen.findByRole("article", { name: /New Bakery/ });
    expect(within(card).getByText("Contact: owner@example.com")).toBeInTheDocument();
    expect(within(card).queryByRole("columnheader", { name: "Now" })).toBeNull();
    expect(within(card).getByRole("row", { name: /Category/ })).toHaveTextContent("Bakery");
  });
});
