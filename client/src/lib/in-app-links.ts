import type { MouseEvent } from "react";
import { useLocation } from "wouter";

/**
 * One click handler for the plain links inside a long list, doing what wouter's
 * Link does for each: a plain click stays in the app, while a click with a
 * modifier or another button is left to the browser (a new tab, a download).
 * Each Link subscribes to the address: with one on each of the 240 towns of a
 * /cities page, showing a letter took much longer at a phone's speed than with
 * this one handler (decision 008).
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const [, navigate] = useLocation();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || link.target) return;
    event.preventDefault();
    navigate(href);
  };
}
