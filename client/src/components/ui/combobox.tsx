import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useFitBelow } from "./use-fit-below";
import { useOutsidePress } from "./use-outside-press";

interface ComboboxProps<T> {
  /** The box's accessible name; shown only to assistive technology, the placeholder and icon show it on screen. */
  label: string;
  /** The name of the list of options, e.g. "Business suggestions". */
  listLabel: string;
  id?: string;
  icon: ReactNode;
  placeholder?: string;
  value: string;
  /** Called only for what the visitor types (and the second Escape's clearing), never for a pick. */
  onValueChange: (value: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** The option's accessible name, when what it shows does not read well as one. */
  optionLabel?: (option: T) => string;
  onPick: (option: T) => void;
  /** Classes of the bordered field that holds the icon and the input. */
  fieldClassName: string;
  inputClassName: string;
}

/**
 * An editable combobox with a list of suggestions, after the WAI-ARIA APG pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/):
 * focus stays in the input and aria-activedescendant names the active option, so
 * typing never stops. Enter with no active option is left to the form, which submits.
 */
export function Combobox<T>({
  label,
  listLabel,
  id,
  icon,
  placeholder,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  optionLabel,
  onPick,
  fieldClassName,
  inputClassName,
}: ComboboxProps<T>) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const optionId = (index: number) => `${ownId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const expanded = open && options.length > 0;
  // A newer, shorter list can arrive while an option is active.
  const activeIndex = expanded && active < options.length ? active : -1;
  const { anchor, panel: list } = useFitBelow<HTMLDivElement, HTMLUListElement>(expanded, options.length);

  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    // Focus stays in the input, so the browser does not scroll a long list to the active option by itself.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  // Below md the list takes room in the page (see its classes): a press outside closes it once the press has ended.
  const pressingOutside = useOutsidePress(expanded, anchor, close);

  const pick = (option: T) => {
    close();
    onPick(option);
  };
  // Down from nothing goes to the first option and Up to the last; both wrap around.
  const move = (step: 1 | -1) => {
    const from = expanded ? activeIndex : -1;
    setOpen(true);
    setActive(from < 0 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (options.length === 0) return;
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(event.key === "ArrowDown" ? 1 : -1);
        return;
      case "Enter": {
        const option = options[activeIndex];
        if (option === undefined) {
          // The form submits; the list should not stay open over the page that answers.
          close();
          return;
        }
        event.preventDefault();
        pick(option);
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onValueChange("");
        }
        return;
    }
  };

  return (
    <div ref={anchor} className="relative min-w-0 flex-1 scroll-mt-20">
      <label className={fieldClassName}>
        {icon}
        <span className="sr-only">{label}</span>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!pressingOutside.current) close();
          }}
          className={inputClassName}
        />
      </label>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        // On a phone the search forms stack the boxes over their buttons: a list laid over them would take
        // the tap meant for "Find Businesses" or "Near me", so there it pushes them down instead.
        className="static z-30 mt-1 md:absolute md:inset-x-0 md:top-full max-h-80 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-xl"
      >
        {expanded &&
          options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              aria-label={optionLabel?.(option)}
              // Keeps focus (and the caret) in the input, so the click does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              className="flex cursor-pointer items-center gap-3 px-3 py-2.5 aria-selected:bg-brand-50 aria-selected:text-brand-900"
            >
              {renderOption(option)}
            </li>
          ))}
      </ul>
    </div>
  );
}
