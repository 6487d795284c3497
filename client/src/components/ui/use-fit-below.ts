import { useLayoutEffect, useRef } from "react";

/** Room a list needs to be of use: about four options. */
const minUsefulPx = 176;
const gapPx = 8;

/**
 * Keeps a panel that opens below its anchor inside the viewport; attach the two
 * refs it returns. The panel's max-height becomes the room left below the anchor
 * (never more than its CSS max-height). When less than a few options' worth is
 * left, as on a phone with the keyboard up, the page is first scrolled to bring
 * the anchor up (its scroll-margin clears the sticky header). `items` is how many
 * options the panel holds: a new count measures again.
 */
export function useFitBelow<A extends HTMLElement, P extends HTMLElement>(open: boolean, items: number) {
  const anchor = useRef<A>(null);
  const panel = useRef<P>(null);
  useLayoutEffect(() => {
    const field = anchor.current;
    const list = panel.current;
    if (!open || !field || !list) return;
    const roomBelow = () => (window.visualViewport?.height ?? window.innerHeight) - field.getBoundingClientRect().bottom - gapPx;
    const fit = () => {
      list.style.maxHeight = "";
      if (roomBelow() < Math.min(minUsefulPx, list.scrollHeight)) field.scrollIntoView({ block: "start" });
      if (roomBelow() < list.offsetHeight) list.style.maxHeight = `${Math.max(roomBelow(), minUsefulPx / 2)}px`;
    };
    fit();
    window.visualViewport?.addEventListener("resize", fit);
    window.addEventListener("resize", fit);
    return () => {
      window.visualViewport?.removeEventListener("resize", fit);
      window.removeEventListener("resize", fit);
      list.style.maxHeight = "";
    };
  }, [open, items]);
  return { anchor, panel };
}
