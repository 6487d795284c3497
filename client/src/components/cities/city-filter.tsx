import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { citiesQueryMaxLength } from "@shared/constants";
import { citiesPath, type CitiesState } from "@shared/paths";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** Long enough to type a few letters in one go, short enough to feel immediate. */
const typingPauseMs = 250;

/**
 * The search box of /cities. What is typed goes into the address (?q=) once
 * typing pauses, replacing the entry, so back leaves the page rather than
 * stepping through keystrokes; the letter stays, so clearing the box returns to it.
 */
export function CityFilter({ state }: { state: CitiesState }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(state.q ?? "");
  const typed = useDebouncedValue(text, typingPauseMs);

  // The address changed without the box (a letter chosen, back): the box shows the address's search.
  const [addressQ, setAddressQ] = useState(state.q);
  if (state.q !== addressQ) {
    setAddressQ(state.q);
    if (state.q !== (typed.trim() || undefined)) setText(state.q ?? "");
  }

  // Only a pause in typing moves the address; the address moving on its own must not send the old text back.
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    const q = typed.trim() || undefined;
    if (q !== state.q) navigate(citiesPath({ letter: state.letter, q }), { replace: true });
  }, [typed, state.q, state.letter, navigate]);

  return (
    <label className="mt-6 block max-w-md">
      <span className="block text-sm font-medium text-slate-700">Filter cities</span>
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={citiesQueryMaxLength}
        placeholder="Type a city or state"
        className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
      />
    </label>
  );
}
