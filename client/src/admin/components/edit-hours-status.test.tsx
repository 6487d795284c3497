// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Business } from "@shared/api";
import { dayHoursRule } from "@shared/opening-hours";
import { failure, json, stubApi, type Handler } from "../../test/api-stub";
import { sentTo } from "../../test/admin-businesses";
import { makeBusiness } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { EditBusinessDialog } from "./edit-business-dialog";

resetAfterEach();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

function show(business: Business, patch: Handler = () => json(business)) {
  const api = stubApi({
    "/api/categories": () => json([]),
    "/api/countries": () => json([]),
    [`/api/admin/businesses/${business.id}`]: patch,
    [`/api/admin/businesses/${business.id}/history`]: () => json({ edits: [] }),
  });
  const onClose = vi.fn();
  renderAt("/admin-panel?tab=businesses", <EditBusinessDialog business={business} onClose={onClose} />);
  const sent = () =>
    sentTo(api.fetchMock, "/api/admin/businesses/")
      .filter(({ method }) => method !== "GET")
      .map(({ body }) => body);
  return { onClose, sent };
}

const hours = () => within(screen.getByRole("group", { name: "Opening hours" }));
const day = (name: string) => hours().getByRole("textbox", { name });
const status = () => screen.getByRole("combobox", { name: "Status" });
const save = () => userEvent.click(screen.getByRole("button", { name: "Save changes" }));

describe("edit form: hours and status", () => {
  it("when opened, then the status and each day's hours, Monday first, hold the business's values", () => {
    show(makeBusiness({ businessStatus: "CLOSED_TEMPORARILY", openingHours: { Monday: "9AM-5PM", Sunday: "Closed" } }));
    expect(status()).toHaveDisplayValue("Temporarily closed");
    expect(
      hours()
        .getAllByRole("textbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["9AM-5PM", "", "", "", "", "", "Closed"]);
    expect(day("Monday")).toHaveAccessibleDescription(expect.stringContaining("Leave a day blank"));
  });

  it("when a day's hours cannot be read, then that day is marked, the error names it, and nothing is sent", async () => {
    const { sent, onClose } = show(makeBusiness({ openingHours: null }));
    await userEvent.type(day("Monday"), "9AM-5PM");
    await userEvent.type(day("Tuesday"), "nonsense");
    await save();
    expect(day("Tuesday")).toHaveAttribute("aria-invalid", "true");
    expect(day("Tuesday")).toHaveAccessibleDescription(expect.stringContaining(`Opening hours: Tuesday must be ${dayHoursRule}`));
    expect(day("Tuesday")).toHaveFocus();
    expect(day("Monday")).not.toHaveAttribute("aria-invalid");
    expect(sent()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when hours and the status are changed, then PATCH carries the typed days in week order and the status", async () => {
    const business = makeBusiness({ businessStatus: "OPERATIONAL", openingHours: { Monday: "9AM-5PM", Tuesday: "9AM-5PM" } });
    const { sent, onClose } = show(business);
    await userEvent.clear(day("Tuesday"));
    await userEvent.type(day("Sunday"), " Closed ");
    await userEvent.type(day("Wednesday"), "11AM-2PM, 5-10PM");
    await userEvent.selectOptions(status(), "Permanently closed");
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ businessStatus: "CLOSED_PERMANENTLY", openingHours: { Sunday: "Closed", Monday: "9AM-5PM", Wednesday: "11AM-2PM, 5-10PM" } }]);
  });

  it("when every day is emptied and the status set to Not set, then both are sent as null", async () => {
    const { sent, onClose } = show(makeBusiness({ businessStatus: "OPERATIONAL", openingHours: { Friday: "9AM-5PM" } }));
    await userEvent.clear(day("Friday"));
    await userEvent.selectOptions(status(), "Not set");
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ businessStatus: null, openingHours: null }]);
  });

  it("when the server refuses the hours (400), then the error shows under them", async () => {
    const body = { message: "Invalid body: openingHours", errors: { openingHours: ["Friday must be hours the server cannot read"] } };
    show(makeBusiness({ openingHours: null }), () => failure(400, JSON.stringify(body)));
    await userEvent.type(day("Friday"), "9AM-5PM");
    await save();
    expect(await hours().findByText("Opening hours: Friday must be hours the server cannot read")).toBeInTheDocument();
  });

  it("when the stored status is one the import no longer takes, then it stays selected and opening the form changes nothing", async () => {
    const { sent } = show(makeBusiness({ businessStatus: "SOMETHING_ELSE" }));
    expect(status()).toHaveDisplayValue("SOMETHING_ELSE (not a known status)");
    await save();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing has changed yet.");
    expect(sent()).toEqual([]);
  });
});
