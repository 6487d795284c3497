import { useSyncExternalStore } from "react";

/** One toast visible at a time; a dismissed toast is removed 1,000,000 ms later. */
export const toastLimit = 1;
export const toastRemoveDelay = 1_000_000;

/** A button in the toast that undoes what it reports, e.g. "Undo" after a delete. */
interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead, since the toast may close before they reach it. */
  altText: string;
  onAction: () => void;
}

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: ToastAction;
  /** How long it stays, in ms, when not the Toaster's default. */
  duration?: number;
  open: boolean;
}

type Listener = () => void;

/** A tiny store: add, update, dismiss and remove, the states a notification goes through. */
export class ToastStore {
  private toasts: ToastMessage[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private counter = 0;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.toasts;

  private set(toasts: ToastMessage[]) {
    this.toasts = toasts;
    this.listeners.forEach((l) => l());
  }

  add(toast: Omit<ToastMessage, "id" | "open">): string {
    const id = String(++this.counter);
    this.set([{ ...toast, id, open: true }, ...this.toasts].slice(0, toastLimit));
    return id;
  }

  update(id: string, changes: Partial<Omit<ToastMessage, "id">>) {
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, ...changes } : t)));
  }

  dismiss(id: string) {
    this.update(id, { open: false });
    if (!this.timers.has(id)) {
      this.timers.set(
        id,
        setTimeout(() => this.remove(id), toastRemoveDelay),
      );
    }
  }

  remove(id: string) {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.set(this.toasts.filter((t) => t.id !== id));
  }
}

export const toasts = new ToastStore();

export function useToasts(store: ToastStore = toasts): ToastMessage[] {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/** What screens call: `toast({ title, description, variant })`. */
export function toast(message: Omit<ToastMessage, "id" | "open">): string {
  return toasts.add(message);
}
