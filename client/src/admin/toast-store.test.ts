import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastStore, toastLimit, toastRemoveDelay } from "./toast-store";

afterEach(() => vi.useRealTimers());

describe("ToastStore", () => {
  it("when two toasts are added, then only the newest one is kept (one visible at a time)", () => {
    const store = new ToastStore();
    store.add({ title: "First" });
    store.add({ title: "Second" });
    expect(toastLimit).toBe(1);
    expect(store.snapshot().map((t) => t.title)).toEqual(["Second"]);
  });

  it("when a toast is updated, then its text changes in place", () => {
    const store = new ToastStore();
    const id = store.add({ title: "Uploading" });
    store.update(id, { title: "Import Completed", description: "179 imported" });
    expect(store.snapshot()).toEqual([{ id, title: "Import Completed", description: "179 imported", open: true }]);
  });

  it("when a toast is dismissed, then it closes at once and is removed 1,000,000 ms later", () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    const id = store.add({ title: "Saved" });
    store.dismiss(id);
    expect(store.snapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(toastRemoveDelay - 1);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toHaveLength(0);
  });

  it("when listeners subscribe, then they hear each change until they unsubscribe", () => {
    const store = new ToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ title: "One" });
    unsubscribe();
    store.add({ title: "Two" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
