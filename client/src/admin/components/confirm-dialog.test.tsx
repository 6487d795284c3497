// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { resetAfterEach } from "../../test/render";
import { ConfirmDialog } from "./confirm-dialog";

resetAfterEach();

function Harness({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove it
      </button>
      {open && (
        <ConfirmDialog
          title="Delete business"
          message="Delete Doomed Diner? This cannot be undone."
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={busy}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

async function open(onConfirm = vi.fn(), busy = false) {
  render(<Harness onConfirm={onConfirm} busy={busy} />);
  await userEvent.click(screen.getByRole("button", { name: "Remove it" }));
  return { onConfirm, dialog: screen.getByRole("dialog", { name: "Delete business" }) };
}

describe("confirm dialog", () => {
  it("when opened, then it is a described modal dialog with focus on Cancel", async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Delete Doomed Diner? This cannot be undone.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("when Delete is clicked, then it confirms", async () => {
    const { onConfirm } = await open();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("when Escape is pressed, then it closes without confirming and focus goes back to the opener", async () => {
    const { onConfirm } = await open();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove it" })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("when Tab passes the last control, then focus wraps inside the dialog, both ways", async () => {
    await open();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
  });

  it("when busy, then the confirm button is disabled and says so", async () => {
    await open(vi.fn(), true);
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  });
});
