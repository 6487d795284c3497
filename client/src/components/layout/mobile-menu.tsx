import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type RefObject } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useReturnFocus } from "../../lib/use-return-focus";
import { allCategoriesLink, headerCategories, headerCities, type NavLink } from "./nav-links";
import { SavedLink } from "./saved-link";

const mainLinks: NavLink[] = [
  { label: "Home", href: paths.home },
  { label: "Browse Businesses", href: paths.browse },
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
];

/**
 * The slide-in panel for small screens, on Radix Dialog: focus moves to Close and
 * stays inside, any link, Escape or the backdrop closes it, focus goes back to the
 * menu button, and the page behind does not scroll. It is open while rendered; the
 * header loads and mounts it when the menu button is pressed. It is portalled into
 * <body>: inside the header, whose backdrop blur makes it the containing block of
 * anything `fixed`, the panel was as tall as the header (64 px).
 */
export function MobileMenu({ onClose, returnFocus }: { onClose: () => void; returnFocus?: RefObject<HTMLElement | null> }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = useReturnFocus(returnFocus);
  const item = (link: NavLink) => (
    <li key={link.href}>
      <Link href={link.href} onClick={onClose} className="block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100">
        {link.label}
      </Link>
    </li>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 lg:hidden">
          <Dialog.Overlay className="absolute inset-0 bg-slate-900/40" />
          <Dialog.Content
            aria-modal="true"
            aria-label="Menu"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              closeButton.current?.focus();
            }}
            onCloseAutoFocus={onCloseAutoFocus}
            className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl outline-none"
          >
            {/* Saved sits beside Close, in a row that is there anyway: every link must fit a phone's screen. Close comes
                first on screen as in the page, since focus starts there: Tab then reaches Saved next, not after every link. */}
            <div className="flex items-center gap-2">
              <Dialog.Close ref={closeButton} aria-label="Close menu" className="rounded-md p-2 text-slate-700 hover:bg-slate-100">
                <X aria-hidden className="size-6" />
              </Dialog.Close>
              <SavedLink onClick={onClose} icon className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100" />
            </div>
            <nav aria-label="Mobile">
              <ul className="space-y-1">{mainLinks.map(item)}</ul>
              {/* "All categories" beside the heading, not under the list: the panel has no row to spare at 844 px. */}
              <div className="mt-4 flex items-baseline justify-between gap-2 px-3">
                <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Categories</h2>
                <Link href={allCategoriesLink.href} onClick={onClose} className="text-sm font-medium text-brand-700 hover:underline">
                  {allCategoriesLink.label}
                </Link>
              </div>
              <ul className="mt-1 space-y-1">{headerCategories.map(item)}</ul>
              <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Cities</h2>
              <ul className="mt-1 space-y-1">{[...headerCities, { label: "View All Cities", href: paths.cities }].map(item)}</ul>
            </nav>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
