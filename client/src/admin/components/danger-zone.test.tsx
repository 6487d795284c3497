// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubApi, type Handler } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { DangerZone } from "./danger-zone";

resetAfterEach();
beforeEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

const batchId = "6f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d";

function setup(deleteAll: Handler = () => json({ message: "All data deleted: 12 businesses moved to the trash", deleted: 12, batchId })) {
  const api = stubApi({ "/api/admin/delete-all": deleteAll });
  const user = userEvent.setup();
  renderAt("/admin-panel?tab=import", <DangerZone />);
  /** Method and body of every call made. */
  const calls = () =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]).map(([url, init]) => ({
      url: String(url),
      method: init?.method ?? "GET",
      body: init?.body,
    }));
  return { user, calls };
}

const dialog = () => screen.getByRole("alertdialog");
const trigger = () => screen.getByRole("button", { name: "Delete all data" });

async function toTypingStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(screen.getByRole("button", { name: "Yes, I understand" }));
}

describe("delete all data", () => {
  it("when all three steps are taken and DELETE is typed exactly, then and only then DELETE /api/admin/delete-all is sent", async () => {
    const { user, calls } = setup();
    await user.click(trigger());
    expect(dialog()).toHaveAccessibleName("Delete all data?");
    expect(dialog()).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(dialog()).toHaveAccessibleName("Final warning");
    await user.click(screen.getByRole("button", { name: "Yes, I understand" }));
    expect(dialog()).toHaveAccessibleName("Type DELETE to confirm");

    const field = screen.getByLabelText("Confirmation text");
    expect(field).toHaveFocus();
    const dialogButton = () => within(dialog()).getByRole("button", { name: "Delete all data" });
    expect(dialogButton()).toBeDisabled();
    await user.type(field, "delete");
    expect(dialogButton()).toBeDisabled();
    await user.keyboard("{Enter}");
    await user.clear(field);
    await user.type(field, "DELETE ");
    expect(dialogButton()).toBeDisabled();
    await user.type(field, "{Backspace}");
    expect(dialogButton()).toBeEnabled();
    expect(calls()).toEqual([]);

    await user.click(dialogButton());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls()).toEqual([{ url: "/api/admin/delete-all", method: "DELETE", body: JSON.stringify({ confirm: "DELETE" }) }]);
    expect(toasts.snapshot()[0]).toMatchObject({
      title: "All data deleted",
      description: "12 businesses moved to the trash. Restorable for 30 days from the Trash tab.",
      action: { label: "Undo" },
    });
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it("when Cancel is pressed at the final warning, then nothing is sent and focus returns", async () => {
    const { user, calls } = setup();
    await user.click(trigger());
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
    expect(trigger()).toHaveFocus();
    // Starting again starts at step 1.
    await user.click(trigger());
    expect(dialog()).toHaveAccessibleName("Delete all data?");
  });

  it("when Escape is pressed at the typing step, then it closes, the text is forgotten and nothing is sent", async () => {
    const { user, calls } = setup();
    await toTypingStep(user);
    await user.type(screen.getByLabelText("Confirmation text"), "DELETE");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
    await toTypingStep(user);
    expect(screen.getByLabelText("Confirmation text")).toHaveValue("");
  });

  it("keeps Tab inside the dialog", async () => {
    const { user } = setup();
    await user.click(trigger());
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Continue" })).toHaveFocus();
  });

  it("when the server refuses, then 'Delete failed' / 'Failed to delete all data'", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await toTypingStep(user);
    await user.type(screen.getByLabelText("Confirmation text"), "DELETE{Enter}");
    expect(within(dialog()).getByRole("button", { name: "Deleting…" })).toBeDisabled();
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(dialog()).toBeInTheDocument();
    answer(json({ message: "Internal server error" }, { status: 500 }));
    await waitFor(() =>
      expect(toasts.snapshot()[0]).toMatchObject({ title: "Delete failed", description: "Failed to delete all data", variant: "destructive" }),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
