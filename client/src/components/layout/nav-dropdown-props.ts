import type { NavLink } from "./nav-links";

// What the menu's stand-in (nav-dropdown.tsx) and the menu itself (nav-dropdown-menu.tsx, loaded on demand) share.

export const navTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100";

export interface NavDropdownProps {
  label: string;
  links: NavLink[];
  footer?: NavLink;
}

/** How a visitor asked for a menu before its code had arrived. */
export type OpenedBy = "pointer" | "keyboard";
