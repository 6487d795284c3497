import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { keepFocusInside } from "../../lib/focus-trap";
import { headerCategories, headerCities, type NavLink } from "./nav-links";
import { SavedLink } from "./saved-link";

const mainLinks: NavLink[] = [
  { label: "Home", href: paths.home },
  { label: "Browse Businesses", href: paths.browse },
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
];

/**
 * The slide-in panel for small screens; any link, Escape or the backdrop closes it, and focus goes back where it was.
 * It is rendered into <body>: inside the header, whose backdrop blur makes it the containing block of anything
 * `fixed`, the panel was as tall as the header (64 px). While it is open the page behind does not scroll.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      else keepFocusInside(event, panel.current);
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);
  if (!open) return null;

  const item = (link: NavLink) => (
    <li key={link.href}>
      <Link href={link.href} onClick={onClose} className="block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100">
        {link.label}
      </Link>
    </li>
  );
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
      >
        {/* Saved sits beside Close, in a row that is there anyway: every link must fit a phone's screen. */}
        <div className="flex items-center justify-between gap-2">
          <SavedLink onClick={onClose} icon className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100" />
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="space-y-1">{mainLinks.map(item)}</ul>
          <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Categories</h2>
          <ul className="mt-1 space-y-1">{headerCategories.map(item)}</ul>
          <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Cities</h2>
          <ul className="mt-1 space-y-1">{[...headerCities, { label: "View All Cities", href: paths.cities }].map(item)}</ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
