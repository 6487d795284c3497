import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { toasts as defaultStore, useToasts, type ToastStore } from "../toast-store";

/** Shown 5,000 ms; swipe right past 50 px to dismiss; F8 focuses the notification area (Radix's default hotkey). */
export const toastDuration = 5000;

export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const items = useToasts(store);
  return (
    <Toast.Provider duration={toastDuration} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && store.dismiss(item.id)}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out ${
            item.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          {item.description && <Toast.Description className="col-start-1 text-sm">{item.description}</Toast.Description>}
          {item.action && (
            <Toast.Action
              altText={item.action.altText}
              onClick={item.action.onAction}
              className="col-start-1 mt-2 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close aria-label="Close" className="col-start-2 row-span-2 row-start-1 rounded p-1 hover:bg-black/5">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="pointer-events-auto fixed right-0 bottom-0 z-[100] m-4 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
