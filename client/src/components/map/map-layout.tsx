import { List, Map as MapIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "../ui/button";
import { loadResultsMap } from "./results-map";

/** Starts fetching the map's code when the visitor points at or reaches the button; a failure is left to the map to show. */
const preload = () => void loadResultsMap().catch(() => undefined);

/** Opens and closes the map; its state is in the page's URL (`map=1`), so reload, back and shared links keep it. */
export function MapToggle({ open, href }: { open: boolean; href: string }) {
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      aria-pressed={open}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => navigate(href)}
      className={buttonClasses({ variant: open ? "current" : "secondary", size: "compact" })}
    >
      <MapIcon aria-hidden className="size-4" />
      Map
    </button>
  );
}

/**
 * The list with its map. Wide screens (lg) show both, the map sticky beside the list at the height
 * of the window below the header; a phone shows the map in place of the list, with a way back. The
 * list keeps its place in the tree either way: opening the map neither remounts it nor asks for its
 * page again.
 */
export function MapLayout({ open, map, listHref, children }: { open: boolean; map: ReactNode; listHref: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // On a phone the map takes the list's place below the filters: brought into view, it is what the visitor sees.
  useEffect(() => {
    if (open && window.innerWidth < 1024) box.current?.scrollIntoView({ block: "start" });
  }, [open]);
  return (
    <div className={open ? "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6" : undefined}>
      <div className={open ? "max-lg:hidden" : undefined}>{children}</div>
      {open && (
        <div ref={box} className="scroll-mt-20 lg:sticky lg:top-20 lg:h-[calc(100svh-6rem)]">
          <div className="h-[calc(100svh-10rem)] min-h-80 lg:h-full">{map}</div>
          <Link href={listHref} className={buttonClasses({ className: "mt-3 w-full lg:hidden" })}>
            <List aria-hidden className="size-4" />
            Back to the list
          </Link>
        </div>
      )}
    </div>
  );
}
