import { useMemo, useSyncExternalStore } from "react";

const minuteMs = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const notify = () => listeners.forEach((listener) => listener());

/** One timer for every subscriber, set for the next turn of the minute rather than every 60 s from whenever it started. */
function schedule() {
  timer = setTimeout(
    () => {
      notify();
      schedule();
    },
    minuteMs - (Date.now() % minuteMs),
  );
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

/** The minute the page began to load in: every answer it has shown since was made in this minute or later. */
const loadMinute = Math.floor(performance.timeOrigin / minuteMs);

/**
 * The start of the current minute, on the browser's clock, once it is past the
 * minute the page loaded in; undefined until then, while the server's own
 * answers still hold for the minute (and the browser need not load its time-zone
 * data, a long task on a phone, before the first paint). Components using it
 * render again when the minute turns.
 */
export function useMinuteAfterLoad(): Date | undefined {
  const minute = useSyncExternalStore(subscribe, currentMinute);
  return useMemo(() => (minute === loadMinute ? undefined : new Date(minute * minuteMs)), [minute]);
}
