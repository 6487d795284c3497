import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { navTriggerClass, type NavDropdownProps, type OpenedBy } from "./nav-dropdown-props";
import type { NavLink } from "./nav-links";

interface NavDropdownMenuProps extends NavDropdownProps {
  /** The visitor asked for the menu before this code had arrived: it opens at once, as they asked. */
  openedBy?: OpenedBy;
  /** The stand-in button had the focus: the real trigger takes it over. */
  takeFocus: boolean;
}

function MenuLink({ link, className }: { link: NavLink; className: string }) {
  return (
    <DropdownMenu.Item asChild>
      <Link href={link.href} className={`block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 ${className}`}>
        {link.label}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The header's menu of links (Radix dropdown-menu, keyboard-usable). Loaded only
 * when a visitor reaches for a menu (nav-dropdown.tsx), so pages start without it.
 */
export function NavDropdownMenu({ label, links, footer, openedBy, takeFocus }: NavDropdownMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const toFirstItem = useRef(openedBy === "keyboard");
  useLayoutEffect(() => {
    if (takeFocus && !openedBy) trigger.current?.focus();
  }, [takeFocus, openedBy]);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== undefined}>
      <DropdownMenu.Trigger ref={trigger} className={navTriggerClass}>
        {label}
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          onFocus={(event) => {
            // Opened from the keyboard on the stand-in: Radix, focusing the new menu itself, would have
            // gone on to its first item had its own trigger seen the key, so that is done here, once.
            if (!toFirstItem.current || event.target !== event.currentTarget) return;
            toFirstItem.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          {links.map((link) => (
            <MenuLink key={link.href} link={link} className="text-slate-700 data-[highlighted]:text-brand-700" />
          ))}
          {footer && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <MenuLink link={footer} className="font-medium text-brand-700" />
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
