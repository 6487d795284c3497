// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddBusinessPage } from "../../pages/add-business";
import { json, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";

vi.mock("./altcha-field", () => ({
  AltchaField: ({ onChange, resetKey, error }: { onChange: (payload: string) => void; resetKey: number; error?: string }) => (
    <>
      <button type="button" onClick={() => onChange(`solved-${resetKey}`)}>
        Solve the check
      </button>
      {error && <p>The check {error}</p>}
    </>
  ),
}));

resetAfterEach();

const required: [string, string][] = [
  ["Business name *", "Corner Bakery"],
  ["Category *", "Bakery"],
  ["Street address *", "12 Elm St"],
  ["City *", "Springfield"],
  ["State *", "IL"],
  ["ZIP code *", "62701"],
  ["Your e-mail *", "owner@bakery.test"],
];

async function fillIn() {
  const user = userEvent.setup();
  renderAt("/add-business", <AddBusinessPage />);
  for (const [label, value] of required) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: "Solve the check" }));
  return user;
}

const sent = (fetchMock: ReturnType<typeof stubApi>["fetchMock"]) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/submissions").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("/add-business form", () => {
  it("when an owner fills the form and sends, then the business goes out with the check and a thank-you follows; the e-mail text stays", async () => {
    const api = stubApi({ "/api/submissions": () => json({ id: 3 }, { status: 202 }) });
    const user = await fillIn();
    expect(screen.getByRole("heading", { name: "What to include in your e-mail" })).toBeVisible();
    await user.type(screen.getByLabelText("Website"), "https://bakery.test");
    await user.click(screen.getByRole("button", { name: "Send your business" }));
    expect(await screen.findByRole("status")).toHaveTextContent(/editor reviews every suggestion before it appears/);
    expect(sent(api.fetchMock)).toEqual([
      {
        name: "Corner Bakery",
        category: "Bakery",
        address: "12 Elm St",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
        email: "owner@bakery.test",
        website: "https://bakery.test",
        altcha: "solved-0",
      },
    ]);
  });

  it("when the server refuses fields, then each message stands beside its field", async () => {
    stubApi({
      "/api/submissions": () =>
        json(
          {
            message: "Invalid body: email, altcha",
            errors: { email: ["must be an e-mail address"], altcha: ["has been used already: solve the check again"] },
          },
          { status: 400 },
        ),
    });
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Send your business" }));
    await waitFor(() => expect(screen.getByLabelText("Your e-mail *")).toHaveAccessibleDescription(/must be an e-mail address/));
    expect(screen.getByText("The check has been used already: solve the check again")).toBeVisible();
    expect(screen.getByRole("button", { name: "Send your business" })).toBeDisabled();
  });
});
