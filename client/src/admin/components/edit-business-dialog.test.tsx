// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Business } from "@shared/api";
import { failure, json, stubApi, type Handler } from "../../test/api-stub";
import { sentTo } from "../../test/admin-businesses";
import { makeBusiness } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { EditBusinessDialog } from "./edit-business-dialog";
import { Toaster } from "./toaster";

resetAfterEach();
// Generous waits: these tests type, debounce and refetch, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

function show(business: Business, patch: Handler = (url) => json({ ...business, name: `${url.pathname} saved` })) {
  const api = stubApi({
    "/api/categories": () => json([{ category: "Bakery", slug: "bakery", group: "restaurants", businessCount: 3 }]),
    "/api/countries": () => json([{ country: "United States", businessCount: 3 }]),
    [`/api/admin/businesses/${business.id}`]: patch,
    [`/api/admin/businesses/${business.id}/history`]: () => json({ edits: [] }),
  });
  const onClose = vi.fn();
  renderAt(
    "/admin-panel?tab=businesses",
    <>
      <EditBusinessDialog business={business} onClose={onClose} />
      <Toaster />
    </>,
  );
  const sent = () =>
    sentTo(api.fetchMock, "/api/admin/businesses/")
      .filter(({ method }) => method !== "GET")
      .map(({ method, body }) => ({ method, body }));
  return { onClose, sent };
}

const field = (name: string) => screen.getByRole("textbox", { name });
/** Inputs with suggestions (a datalist) are comboboxes. */
const suggested = (name: string) => screen.getByRole("combobox", { name });
const number = (name: string) => screen.getByRole("spinbutton", { name });
const save = () => userEvent.click(screen.getByRole("button", { name: "Save changes" }));

describe("edit form", () => {
  it("when opened, then every editable field holds the business's values", () => {
    show(makeBusiness({ name: "Crumbs", email: null, website: "https://crumbs.example", rating: 4.5, reviewCount: 12, isVerified: true }));
    expect(field("Name")).toHaveValue("Crumbs");
    expect(suggested("Category")).toHaveValue("Bakery");
    expect(field("City")).toHaveValue("Austin");
    expect(field("State")).toHaveValue("TX");
    expect(field("Zip code")).toHaveValue("78701");
    expect(suggested("Country")).toHaveValue("United States");
    expect(field("Email")).toHaveValue("");
    expect(field("Website")).toHaveValue("https://crumbs.example");
    expect(number("Rating")).toHaveValue(4.5);
    expect(number("Review count")).toHaveValue(12);
    expect(screen.getByRole("checkbox", { name: "Verified" })).toBeChecked();
    expect(field("Description")).toHaveValue("Fresh bread every morning.");
  });

  it("when the rating is 9, then the field shows an error and nothing is sent", async () => {
    const { sent, onClose } = show(makeBusiness());
    await userEvent.clear(number("Rating"));
    await userEvent.type(number("Rating"), "9");
    await save();
    const rating = number("Rating");
    expect(rating).toHaveAttribute("aria-invalid", "true");
    expect(rating).toHaveAccessibleDescription(expect.stringContaining("Rating must be a number from 1 to 5"));
    expect(rating).toHaveFocus();
    expect(sent()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when the name is emptied and the e-mail is not an address, then both fields say why", async () => {
    const { sent } = show(makeBusiness());
    await userEvent.clear(field("Name"));
    await userEvent.type(field("Email"), "not-an-address");
    await save();
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Email")).toHaveAccessibleDescription("Email must be an e-mail address");
    expect(sent()).toEqual([]);
  });

  it("when nothing changed, then it says so and sends nothing", async () => {
    const { sent } = show(makeBusiness());
    await save();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing has changed yet.");
    expect(sent()).toEqual([]);
  });

  it("when valid changes are saved, then PATCH carries only the changed fields, and the dialog closes with a toast", async () => {
    const business = makeBusiness({ name: "Old Name", rating: 4.5, isVerified: false, email: null });
    const { sent, onClose } = show(business, () => json({ ...business, name: "New Name" }));
    await userEvent.clear(field("Name"));
    await userEvent.type(field("Name"), "  New Name ");
    await userEvent.clear(number("Rating"));
    await userEvent.click(screen.getByRole("checkbox", { name: "Verified" }));
    await userEvent.clear(field("Phone"));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ method: "PATCH", body: { name: "New Name", rating: null, isVerified: true, phone: null } }]);
    expect(await screen.findByText("Business updated")).toBeInTheDocument();
  });

  it("when the server answers 400 with field errors, then they show next to the fields and 'Update failed' is toasted", async () => {
    const business = makeBusiness();
    const body = { message: "Invalid body: website, category", errors: { website: ["must be an http(s) URL"], category: ["is reserved"] } };
    const { onClose } = show(business, () => failure(400, JSON.stringify(body)));
    await userEvent.type(field("Website"), "https://fine.example");
    await save();
    expect(await screen.findByText("Update failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid body: website, category")).toBeInTheDocument();
    expect(field("Website")).toHaveAccessibleDescription(expect.stringContaining("Website must be an http(s) URL"));
    expect(suggested("Category")).toHaveAttribute("aria-invalid", "true");
    expect(suggested("Category")).toHaveAccessibleDescription("Category is reserved");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when Cancel or the close button is used, then it closes without sending", async () => {
    const { sent, onClose } = show(makeBusiness());
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(sent()).toEqual([]);
  });
});
