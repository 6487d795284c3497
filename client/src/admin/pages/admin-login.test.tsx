// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { failure, json, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { Toaster } from "../components/toaster";
import { toasts } from "../toast-store";
import { AdminLoginPage } from "./admin-login";

resetAfterEach();
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

/** The login answers 401 for the wrong password and 200 for the right one. */
function setup() {
  let attempts = 0;
  stubApi({
    "/api/admin/check-auth": () => failure(401, JSON.stringify({ message: "Not signed in" })),
    "/api/admin/login": () =>
      ++attempts === 1 ? failure(401, JSON.stringify({ message: "Invalid credentials" })) : json({ authenticated: true, username: "operator" }),
  });
  return renderAt(
    "/admin",
    <>
      <AdminLoginPage />
      <Toaster />
    </>,
  );
}

async function logIn(password: string) {
  await userEvent.clear(screen.getByLabelText("Password"));
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("admin sign-in", () => {
  it("when a wrong password is followed by the right one, then the panel opens without the Invalid credentials toast", async () => {
    const view = setup();
    await userEvent.type(screen.getByLabelText("Username"), "operator");
    await logIn("wrong");
    expect(await screen.findByText("Invalid credentials. Please try again.")).toBeInTheDocument();
    await logIn("right");
    await waitFor(() => expect(view.currentUrl()).toBe("/admin-panel"));
    // At once, not when the toast's own 5 s have run out.
    expect(toasts.snapshot().filter((t) => t.open)).toEqual([]);
    expect(screen.queryByText("Invalid credentials. Please try again.")).not.toBeInTheDocument();
  });
});
