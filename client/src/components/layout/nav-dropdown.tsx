import { ChevronDown } from "lucide-react";
import { useRef, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { navTriggerClass, type NavDropdownProps, type OpenedBy } from "./nav-dropdown-props";

/** One download for both menus; a failed one is tried again on the next reach. */
const menuCode = onDemand(() => import("./nav-dropdown-menu"));

/**
 * A header menu. The menu's code (Radix dropdown-menu and its positioning, about
 * a fifth of the main script) is fetched when a visitor first points at, focuses
 * or opens a menu; until then a button that looks and reads the same stands in,
 * so no page pays for the menus at start-up. A click or key that arrives before
 * the code opens the menu as soon as it is there.
 */
export function NavDropdown(props: NavDropdownProps) {
  const [menu, setMenu] = useState(menuCode.get());
  const [openedBy, setOpenedBy] = useState<OpenedBy>();
  const standIn = useRef<HTMLButtonElement>(null);
  const [takeFocus, setTakeFocus] = useState(false);

  if (menu) return <menu.NavDropdownMenu {...props} openedBy={openedBy} takeFocus={takeFocus} />;

  const load = () => {
    menuCode.load().then(
      (module) => {
        setTakeFocus(document.activeElement === standIn.current);
        setMenu(module);
      },
      () => {},
    );
  };
  const open = (by: OpenedBy) => {
    setOpenedBy(by);
    load();
  };
  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={navTriggerClass}
      onPointerEnter={load}
      onFocus={load}
      // Radix opens on the press, not the click; so does this. The code may arrive during a press
      // and swap this button for the real one, and that release then makes no click anywhere.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open("pointer");
      }}
      // Enter and Space click with no pointer (detail 0); a pointer's click was handled on its press.
      onClick={(event) => {
        if (event.detail === 0) open("keyboard");
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          open("keyboard");
        }
      }}
    >
      {props.label}
      <ChevronDown aria-hidden className="size-4" />
    </button>
  );
}
