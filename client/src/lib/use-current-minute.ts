import { useMemo, useSyncExternalStore } from "react";

const minuteMs = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const notify = () => listeners.forEach((listener) => listener());

/** One timer for every subscriber, set for the next turn of the minute rather than every 60 s from whenever it started. */
function schedule() {
  timer = setTimeout(() => {
    notify();
    schedule();
  }, minuteMs - (Date.now() % minuteMs));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    schedule();
    // A background tab's timers are held back; coming back to it must not wait for the next one.
    document.addEventListener("visibilitychange", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
    document.removeEventListener("visibilitychange", notify);
  };
}

const currentMinute = () => Math.floor(Date.now() / minuteMs);

/** The start of the current minute, on the browser's clock; components using it render again when the minute turns. */
export function useCurrentMinute(): Date {
  const minute = useSyncExternalStore(subscribe, currentMinute);
  return useMemo(() => new Date(minute * minuteMs), [minute]);
}
