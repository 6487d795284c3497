// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../test/api-stub";
import { makeBusiness } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { SuggestEditButton } from "../detail/suggest-edit-button";

// The proof of work runs in a browser's workers; here a button stands in for the solved widget.
vi.mock("./altcha-field", () => ({
  AltchaField: ({ onChange, resetKey }: { onChange: (payload: string) => void; resetKey: number }) => (
    <button type="button" onClick={() => onChange(`solved-${resetKey}`)}>
      Solve the check
    </button>
  ),
}));

resetAfterEach();

const business = makeBusiness({ id: 42, name: "Rosa's Pizza", phone: "+1 217-555-0100" });

function sentBodies(fetchMock: ReturnType<typeof stubApi>["fetchMock"]) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/suggestions")).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

async function openDialog() {
  const user = userEvent.setup();
  renderAt("/business/rosas-pizza", <SuggestEditButton business={business} />);
  await user.click(screen.getByRole("button", { name: "Suggest an edit" }));
  const dialog = await screen.findByRole("dialog", { name: "Suggest an edit" });
  return { user, dialog };
}

describe("Suggest an edit", () => {
  it("when a visitor fills only a new phone and sends, then only that change goes out and a thank-you says what happens next", async () => {
    const api = stubApi({ "/api/businesses/42/suggestions": () => json({ id: 7 }, { status: 202 }) });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText("Rosa's Pizza")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Send suggestion" })).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Phone"), "+1 217-555-0199");
    await user.type(within(dialog).getByLabelText("Note"), "New number since May");
    expect(within(dialog).getByText(/20 of 1000 characters/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Solve the check" }));
    await user.click(within(dialog).getByRole("button", { name: "Send suggestion" }));
    expect(await screen.findByRole("status")).toHaveTextContent(/editor reviews every suggestion before it appears. Nothing changes on this page until then/);
    expect(sentBodies(api.fetchMock)).toEqual([{ report: "edit", changes: { phone: "+1 217-555-0199" }, note: "New number since May", altcha: "solved-0" }]);
  });

  it("when the visitor reports it closed for good, then no changes are sent", async () => {
    const api = stubApi({ "/api/businesses/42/suggestions": () => json({ id: 8 }, { status: 202 }) });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("radio", { name: "It has closed for good" }));
    expect(within(dialog).queryByLabelText("Phone")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Solve the check" }));
    await user.click(within(dialog).getByRole("button", { name: "Send suggestion" }));
    await screen.findByRole("status");
    expect(sentBodies(api.fetchMock)).toEqual([{ report: "permanently-closed", changes: {}, altcha: "solved-0" }]);
  });

  it("when the server refuses a field, then its message stands beside that field and a new check is needed", async () => {
    stubApi({
      "/api/businesses/42/suggestions": () =>
        json({ message: "Invalid body: changes.phone", errors: { "changes.phone": ["must be a phone number"] } }, { status: 400 }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Phone"), "call us");
    await user.click(within(dialog).getByRole("button", { name: "Solve the check" }));
    await user.click(within(dialog).getByRole("button", { name: "Send suggestion" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Phone")).toHaveAccessibleDescription(/Phone must be a phone number/));
    expect(within(dialog).getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("button", { name: "Send suggestion" })).toBeDisabled();
  });

  it("when the dialog is open, then the honeypot is hidden from people and Escape closes it, giving focus back", async () => {
    stubApi({});
    const { user, dialog } = await openDialog();
    const honeypot = dialog.querySelector<HTMLInputElement>("input[name=homepage]");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Suggest an edit" })).toHaveFocus();
  });
});
