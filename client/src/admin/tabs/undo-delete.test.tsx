// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { configure, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { TrashRestoreResult } from "@shared/admin-api";
import { json } from "../../test/api-stub";
import { adminList as list, renderBusinessesTab as show, sentTo, stubAdminBusinesses as stub } from "../../test/admin-businesses";
import { makeBusiness } from "../../test/fixtures";
import { resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";

resetAfterEach();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

const batchId = "0b6c1f0e-3d5a-4c8e-9f1a-2b3c4d5e6f70";

/** A table of two rows whose first can be deleted, and a restore that answers `restored`. */
function setup(restored: (back: () => void) => TrashRestoreResult) {
  const target = makeBusiness({ name: "Doomed Diner" });
  let rows = [target, makeBusiness({ name: "Other Place" })];
  const api = stub(() => json(list(rows, rows.length)), {
    [`/api/admin/businesses/${target.id}`]: () => {
      rows = rows.filter((r) => r.id !== target.id);
      return json({ message: "Deleted Doomed Diner", deleted: 1, batchId });
    },
    "/api/admin/trash/restore": () => json(restored(() => (rows = [target, ...rows]))),
  });
  return api;
}

async function deleteTarget() {
  await userEvent.click(await screen.findByRole("button", { name: "Delete Doomed Diner" }));
  await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
  const notice = (await screen.findByText("Business deleted")).closest("li")!;
  expect(notice).toHaveTextContent("Doomed Diner was moved to the trash. Restorable for 30 days from the Trash tab.");
  return notice;
}

describe("the delete toast's Undo", () => {
  it("when Undo is pressed, then the delete's batch is restored, the toast says so and the row is back", async () => {
    const api = setup((back) => {
      back();
      return { message: "Restored 1 business", restored: 1, conflicts: [], conflictCount: 0 };
    });
    show();
    const notice = await deleteTarget();
    expect(screen.queryByText("Doomed Diner")).not.toBeInTheDocument();
    // A plain click: jsdom has no pointer capture, which the toast's swipe handling asks for.
    fireEvent.click(within(notice).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Restored")).toBeInTheDocument();
    expect(screen.getByText("Restored 1 business")).toBeInTheDocument();
    expect(sentTo(api.fetchMock, "/api/admin/trash/restore")).toEqual([{ url: "/api/admin/trash/restore", method: "POST", body: { batch: batchId } }]);
    expect(await screen.findByText("Doomed Diner")).toBeInTheDocument();
  });

  it("when the business's address was taken meanwhile, then the toast says it was not restored and names it", async () => {
    setup(() => ({
      message: "Restored 0 businesses; not restored: Doomed Diner (page address (URL) in use by New Diner)",
      restored: 0,
      conflicts: [{ id: 9, name: "Doomed Diner", slug: "doomed-diner", field: "slug", takenBy: "New Diner" }],
      conflictCount: 1,
    }));
    show();
    const notice = await deleteTarget();
    // A plain click: jsdom has no pointer capture, which the toast's swipe handling asks for.
    fireEvent.click(within(notice).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Not restored")).toBeInTheDocument();
    expect(screen.getByText("Restored 0 businesses; not restored: Doomed Diner (page address (URL) in use by New Diner)")).toBeInTheDocument();
    expect(toasts.snapshot()[0]?.variant).toBe("destructive");
  });
});
