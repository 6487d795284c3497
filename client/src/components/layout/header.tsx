import { Menu, Search, Store } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { defaultSiteName, useSite } from "../../api/site";
import { onDemand } from "../../lib/on-demand";
import { SavedLink } from "./saved-link";
import { NavDropdown } from "./nav-dropdown";
import { allCategoriesLink, headerCategories, headerCities } from "./nav-links";

/** The mobile menu's code (Radix Dialog with its focus and scroll locks) comes when a visitor reaches for the menu button. */
const mobileMenu = onDemand(() => import("./mobile-menu"));
const loadMobileMenu = () => void mobileMenu.load().catch(() => {});

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

export function Header() {
  const siteName = useSite().data?.siteName ?? defaultSiteName;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A press before the code is here opens the menu when it arrives; a failed download leaves it closed, to try again.
  const openMenu = () =>
    mobileMenu.load().then(
      () => setMenuOpen(true),
      () => {},
    );
  const MenuPanel = menuOpen ? mobileMenu.get()?.MobileMenu : undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link href={paths.home} className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <Store aria-hidden className="size-6" />
          {siteName}
        </Link>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 lg:flex">
          <Link href={paths.home} className={linkClass}>
            Home
          </Link>
          <Link href={paths.browse} className={linkClass}>
            Browse Businesses
          </Link>
          <NavDropdown label="Categories" links={headerCategories} footer={allCategoriesLink} />
          <NavDropdown label="Cities" links={headerCities} footer={{ label: "View All Cities", href: paths.cities }} />
          <Link href={paths.about} className={linkClass}>
            About
          </Link>
          <Link href={paths.contact} className={linkClass}>
            Contact
          </Link>
          <SavedLink className={linkClass} />
        </nav>
        <Link
          href={paths.browse}
          className="ml-auto hidden items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 md:inline-flex lg:ml-2"
        >
          <Search aria-hidden className="size-4" />
          Search
        </Link>
        <button
          ref={menuButton}
          type="button"
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={openMenu}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 md:ml-0 lg:hidden"
        >
          <Menu aria-hidden className="size-6" />
        </button>
      </div>
      {MenuPanel && <MenuPanel onClose={closeMenu} returnFocus={menuButton} />}
    </header>
  );
}
