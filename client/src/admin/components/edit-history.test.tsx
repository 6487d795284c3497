// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BusinessHistory } from "@shared/admin-api";
import type { Business } from "@shared/api";
import { failure, json, stubApi, type Handler } from "../../test/api-stub";
import { sentTo } from "../../test/admin-businesses";
import { makeBusiness } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { EditBusinessDialog } from "./edit-business-dialog";
import { Toaster } from "./toaster";

resetAfterEach();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function show(business: Business, history: BusinessHistory, revert: Handler) {
  const api = stubApi({
    "/api/categories": () => json([]),
    "/api/countries": () => json([]),
    [`/api/admin/businesses/${business.id}/history`]: () => json(history),
    [`/api/admin/businesses/${business.id}/history/7/revert`]: revert,
  });
  renderAt(
    "/admin-panel?tab=businesses",
    <>
      <EditBusinessDialog business={business} onClose={vi.fn()} />
      <Toaster />
    </>,
  );
  return api;
}

const twoEdits: BusinessHistory = {
  edits: [
    {
      id: 7,
      editedAt: minutesAgo(3),
      revertsEditId: null,
      source: "admin",
      sourceId: null,
      changes: [{ field: "name", previous: "Crumbs", next: "Crumbs & Co" }],
    },
    {
      id: 5,
      editedAt: minutesAgo(90),
      revertsEditId: null,
      source: "admin",
      sourceId: null,
      changes: [
        { field: "phone", previous: null, next: "(512) 555-0100" },
        { field: "openingHours", previous: null, next: { Monday: "9AM-5PM" } },
        { field: "businessStatus", previous: "OPERATIONAL", next: "CLOSED_PERMANENTLY" },
      ],
    },
  ],
};

describe("the edit dialog's recent changes", () => {
  it("when the business was edited, then each change shows its values before and after, with a Revert", async () => {
    show(makeBusiness({ name: "Crumbs & Co" }), twoEdits, () => json({}));
    const section = (await screen.findByRole("heading", { name: "Recent changes" })).closest("section")!;
    const edits = await within(section).findAllByRole("button", { name: /^Revert/ });
    expect(edits.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Revert the change of 3 minutes ago: Name",
      "Revert the change of 1 hour ago: Phone, Opening hours, Status",
    ]);
    expect(section).toHaveTextContent("Name: “Crumbs” → “Crumbs & Co”");
    expect(section).toHaveTextContent("Phone: empty → “(512) 555-0100”");
    expect(section).toHaveTextContent("Opening hours: empty → “Monday 9AM-5PM”");
    expect(section).toHaveTextContent("Status: Operational → Permanently closed");
  });

  it("when Revert is pressed, then the edit is reverted, the toast says so and the form shows the values back", async () => {
    const business = makeBusiness({ name: "Crumbs & Co" });
    const api = show(business, twoEdits, () => json({ ...business, name: "Crumbs" }));
    await userEvent.click(await screen.findByRole("button", { name: "Revert the change of 3 minutes ago: Name" }));
    expect(await screen.findByText("Change reverted")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Crumbs");
    expect(sentTo(api.fetchMock, `/api/admin/businesses/${business.id}/history/`)).toEqual([
      { url: `/api/admin/businesses/${business.id}/history/7/revert`, method: "POST", body: undefined },
    ]);
    // The list is read again, to show the revert as the latest change.
    await waitFor(() => expect(api.requested(`/api/admin/businesses/${business.id}/history`).length).toBeGreaterThan(1));
  });

  it("when a field was changed again since, then the toast names it by its label and the form keeps its values", async () => {
    const business = makeBusiness({ name: "Crumbs & Co" });
    show(business, twoEdits, () =>
      failure(409, JSON.stringify({ message: "Cannot revert: name changed again after this edit", errors: { name: ["changed again after this edit"] } })),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Revert the change of 3 minutes ago: Name" }));
    expect(await screen.findByText("Revert failed")).toBeInTheDocument();
    expect(screen.getByText("Name changed again after this edit; revert the later change first.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Crumbs & Co");
  });

  it("when a refresh import changed photos and coordinates, then the change names the import and shows those fields", async () => {
    const fromImport: BusinessHistory = {
      edits: [
        {
          id: 9,
          editedAt: minutesAgo(5),
          revertsEditId: null,
          source: "import",
          sourceId: 12,
          changes: [
            { field: "photos", previous: ["https://img.example/a.jpg"], next: ["https://img.example/b.jpg"] },
            { field: "latitude", previous: 30.1, next: 30.2 },
          ],
        },
      ],
    };
    show(makeBusiness({ name: "Crumbs" }), fromImport, () => json({}));
    const section = (await screen.findByRole("heading", { name: "Recent changes" })).closest("section")!;
    expect(await within(section).findByText(/by import #12/)).toBeInTheDocument();
    expect(section).toHaveTextContent("Photos: “https://img.example/a.jpg” → “https://img.example/b.jpg”");
    expect(section).toHaveTextContent("Latitude: 30.1 → 30.2");
    expect(within(section).getByRole("button", { name: "Revert the change of 5 minutes ago: Photos, Latitude" })).toBeEnabled();
  });

  it("when there is no change yet, then it says so", async () => {
    show(makeBusiness(), { edits: [] }, () => json({}));
    expect(await screen.findByText("No changes made here yet.")).toBeInTheDocument();
  });
});
