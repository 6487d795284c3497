import { X } from "lucide-react";

/** One filter in force, with the button that removes it; a list of them is labelled "Active filters". */
export function FilterChip({ text, removeLabel, onRemove }: { text: string; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900">
      <span className="truncate">{text}</span>
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="shrink-0 rounded-full p-1 text-brand-700 hover:bg-brand-100 hover:text-brand-900"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
