import { useEffect, useRef, useState } from "react";
import type { Business } from "@shared/api";
import { useMapSettings } from "../../api/map";
import { onDemand } from "../../lib/on-demand";
import { useOnDemand } from "../../lib/use-on-demand";

function Unavailable() {
  return <p className="grid size-full place-items-center p-4 text-sm text-slate-700">The map could not be loaded.</p>;
}

/** The map's code, fetched only once its box is on screen and the page in use; if it cannot be, the box says so and the page goes on. */
const mapCode = onDemand(() => import("./detail-map-view"));

/** Resolves once the page has loaded and the browser is idle: the map never competes with the page's first paint. */
function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === "complete" ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200))),
  );
}

const interactions = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;
let interacted: Promise<void> | undefined;

/**
 * Resolves at the visitor's first move, touch, key or scroll in this visit: on a wide screen the box is
 * on screen from the start, and the map's 300 KB are then fetched for a visitor using the page, not for every load.
 */
function firstInteraction(): Promise<void> {
  return (interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of interactions) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactions) window.addEventListener(type, done, { capture: true, passive: true });
  }));
}

/**
 * True once the box is on screen (or nearly), the visitor has used the page and it is idle;
 * browsers without IntersectionObserver never draw the map.
 */
function useShownWhenIdle() {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let cancelled = false;
    const used = firstInteraction();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void Promise.all([used, afterLoadAndIdle()]).then(() => cancelled || setShown(true));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);
  return { box, shown };
}

/** The business's place on a small map near its directions. Its box is held from the first paint, so nothing moves when it draws. */
export function DetailMap({ business }: { business: Pick<Business, "id" | "name" | "latitude" | "longitude"> }) {
  const { box, shown } = useShownWhenIdle();
  const { latitude, longitude } = business;
  if (latitude === null || longitude === null) return null;
  return (
    <div ref={box} className="mt-4 h-48 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {shown && <LoadedMap name={business.name} id={business.id} point={[longitude, latitude]} />}
    </div>
  );
}

function LoadedMap({ name, id, point }: { name: string; id: number; point: [number, number] }) {
  const settings = useMapSettings();
  const code = useOnDemand(mapCode);
  if (settings.isError || code.failed) return <Unavailable />;
  const DetailMapView = code.module?.DetailMapView;
  if (!settings.data || !DetailMapView) return null;
  return <DetailMapView styleUrl={settings.data.styleUrl} name={name} id={id} point={point} />;
}
