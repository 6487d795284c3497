import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { renderAt } from "../../test/render";
import { Toaster } from "../components/toaster";
import { ImportTab } from "../tabs/import-tab";

/** The Import tab with the admin's toasts, as the panel shows it; `fakeTimers` when the test drives time with vi's fake timers. */
export function renderImportTab(options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return {
    user,
    ...renderAt(
      "/admin-panel?tab=import",
      <>
        <ImportTab />
        <Toaster />
      </>,
    ),
  };
}
