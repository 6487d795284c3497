import { useEffect, useRef, type RefObject } from "react";

/**
 * While `open`, a press outside `inside` calls `onOutsideClick` once the press has ended, at its click, and
 * the returned ref says whether a press outside is under way, for a blur handler to leave the closing to it.
 * Closing a panel that takes room in the page moves what lies under the pointer: closed at the mousedown's
 * blur, the button pressed moves away and the release misses it. The click also closes where a tap outside
 * does not take focus from the box (iOS Safari).
 */
export function useOutsidePress(open: boolean, inside: RefObject<HTMLElement | null>, onOutsideClick: () => void): RefObject<boolean> {
  const pressedOutside = useRef(false);
  const onOutside = useRef(onOutsideClick);
  useEffect(() => {
    onOutside.current = onOutsideClick;
  });
  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      pressedOutside.current = !(event.target instanceof Node && inside.current?.contains(event.target));
    };
    const onClick = () => {
      if (!pressedOutside.current) return;
      pressedOutside.current = false;
      onOutside.current();
    };
    window.addEventListener("mousedown", onPress, true);
    window.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("mousedown", onPress, true);
      window.removeEventListener("click", onClick);
      pressedOutside.current = false;
    };
  }, [open, inside]);
  return pressedOutside;
}
