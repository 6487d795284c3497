// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { TrashJob } from "@shared/admin-api";
import { json, stubApi, type Handler } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { DangerZone } from "./danger-zone";

resetAfterEach();
beforeEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

const batchId = "6f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d";
const deleteJobId = "0b5a7c1e-2d3f-4a6b-8c9d-0e1f2a3b4c5d";
const restoreJobId = "1c6b8d2f-3e4a-4b7c-9d0e-1f2a3b4c5d6e";

/** A job as the server answers it, at `done` of 12 businesses. */
function job(id: string, kind: TrashJob["kind"], status: TrashJob["status"], done: number, message: string | null = null): TrashJob {
  return {
    id,
    kind,
    status,
    batchId,
    done,
    total: 12,
    message,
    conflicts: [],
    conflictCount: 0,
    startedAt: "2026-11-28T01:00:00.000Z",
    finishedAt: status === "moving" ? null : "2026-11-28T01:00:05.000Z",
  };
}

/** Answers each reading of a job with the next of `readings`, then the last one again. */
function readings(...answers: TrashJob[]): Handler {
  let i = 0;
  return () => json(answers[Math.min(i++, answers.length - 1)]);
}

const deleted = "All data deleted: 12 businesses moved to the trash";

function setup(
  deleteAll: Handler = () => json({ jobId: deleteJobId }, { status: 202 }),
  deleteJob: Handler = readings(job(deleteJobId, "delete-all", "moving", 3), job(deleteJobId, "delete-all", "done", 12, deleted)),
) {
  const api = stubApi({
    "/api/admin/delete-all": deleteAll,
    [`/api/admin/trash/jobs/${deleteJobId}`]: deleteJob,
    "/api/admin/trash/restore": () => json({ jobId: restoreJobId }, { status: 202 }),
    [`/api/admin/trash/jobs/${restoreJobId}`]: readings(
      job(restoreJobId, "restore", "moving", 6),
      job(restoreJobId, "restore", "done", 12, "Restored 12 businesses"),
    ),
  });
  const user = userEvent.setup();
  renderAt("/admin-panel?tab=import", <DangerZone />);
  /** Method and body of every call made but the readings of jobs. */
  const calls = () =>
    (api.fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][])
      .map(([url, init]) => ({ url: String(url), method: init?.method ?? "GET", body: init?.body }))
      .filter((call) => call.method !== "GET");
  return { user, calls };
}

/** A job's reading repeats once a second: long enough for two of them. */
const twoReadings = { timeout: 4000 };

const dialog = () => screen.getByRole("alertdialog");
const trigger = () => screen.getByRole("button", { name: "Delete all data" });

async function toTypingStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(screen.getByRole("button", { name: "Yes, I understand" }));
}

describe("delete all data", () => {
  it("when all three steps are taken and DELETE is typed exactly, then and only then the delete-all job starts, and its progress and result show", async () => {
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
    expect(calls()).toEqual([{ url: "/api/admin/delete-all?mode=job", method: "DELETE", body: JSON.stringify({ confirm: "DELETE" }) }]);
    // While the job runs: its bar and figures, and the button says so.
    const bar = await screen.findByRole("progressbar", { name: "Deleting all data" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("3 of 12 businesses moved to the trash")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Deleting…" })).toBeDisabled();
    expect(bar.closest("[tabindex='-1']")).toHaveFocus();

    expect(await screen.findByRole("status", {}, twoReadings)).toHaveTextContent(deleted);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(toasts.snapshot()[0]).toMatchObject({
      title: "All data deleted",
      description: "12 businesses moved to the trash. Restorable for 30 days from the Trash tab.",
      action: { label: "Undo" },
    });
    expect(trigger()).toBeEnabled();
  });

  it("when Undo is pressed after a delete-all, then its batch is restored as a job whose progress and result show", async () => {
    const { user, calls } = setup(undefined, () => json(job(deleteJobId, "delete-all", "done", 12, deleted)));
    await toTypingStep(user);
    await user.type(screen.getByLabelText("Confirmation text"), "DELETE{Enter}");
    await user.click(await screen.findByRole("button", { name: "Undo: restore 12 businesses" }));

    expect(calls().at(-1)).toEqual({ url: "/api/admin/trash/restore?mode=job", method: "POST", body: JSON.stringify({ batch: batchId }) });
    expect(await screen.findByRole("progressbar", { name: "Restoring the deleted businesses" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("6 of 12 businesses restored")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restoring…" })).toBeDisabled();

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Restored 12 businesses"), twoReadings);
    expect(screen.queryByRole("button", { name: /^Undo/ })).not.toBeInTheDocument();
    expect(toasts.snapshot()[0]).toMatchObject({ title: "Restored", description: "Restored 12 businesses" });
  });

  it("when the job stops midway, then its message says what stands, and 'Delete failed'", async () => {
    const stopped = `Stopped after 6 of 12 businesses moved to the trash (batch ${batchId}): the Trash tab restores them; delete all again to move the rest`;
    const { user } = setup(undefined, () => json(job(deleteJobId, "delete-all", "failed", 6, stopped)));
    await toTypingStep(user);
    await user.type(screen.getByLabelText("Confirmation text"), "DELETE{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent(stopped);
    expect(toasts.snapshot()[0]).toMatchObject({ title: "Delete failed", description: stopped, variant: "destructive" });
  });

  it("when another delete-all or restore runs, then the server's 409 message says where", async () => {
    const running =
      "A delete-all or a restore of a batch is already running on host-b (process 7) since 2026-11-28T01:00:00.000Z: try again when it has finished";
    const { user } = setup(() => json({ message: running }, { status: 409 }));
    await toTypingStep(user);
    await user.type(screen.getByLabelText("Confirmation text"), "DELETE{Enter}");
    await waitFor(() => expect(toasts.snapshot()[0]).toMatchObject({ title: "Delete failed", description: running, variant: "destructive" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
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
