// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastStore } from "../toast-store";
import { Toaster, toastDuration } from "./toaster";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("when a toast is shown, then its title and message are announced and it closes by itself after 5,000 ms", () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: "Login failed", description: "Invalid credentials. Please try again.", variant: "destructive" });
    });
    expect(screen.getByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid credentials. Please try again.")).toBeInTheDocument();
    expect(toastDuration).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(toastDuration + 100);
    });
    expect(store.snapshot()[0]?.open).toBe(false);
  });

  it("when a second toast arrives, then only one is on screen", () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: "First" });
      store.add({ title: "Second" });
    });
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("when F8 is pressed, then focus moves to the notification area", () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: "Saved" });
    });
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    const region = screen.getByRole("region", { name: /notifications/i });
    expect(region.contains(document.activeElement) || region === document.activeElement).toBe(true);
  });

  it("when the close button is pressed, then the toast is dismissed", () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: "Saved" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(store.snapshot()[0]?.open).toBe(false);
  });

  it("when a toast has an action, then its button runs it, closes the toast, and the toast stays its own duration", () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    const onAction = vi.fn();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: "Business deleted", duration: 10_000, action: { label: "Undo", altText: "Undo the delete", onAction } });
    });
    act(() => {
      vi.advanceTimersByTime(toastDuration + 100);
    });
    expect(store.snapshot()[0]?.open).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(store.snapshot()[0]?.open).toBe(false);
  });
});
