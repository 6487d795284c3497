import { useId } from "react";
import type { ImportJob } from "@shared/admin-api";

type Existing = ImportJob["existing"];

const choices: { value: Existing; label: string; hint: string }[] = [
  { value: "skip", label: "Skip businesses already listed", hint: "Rows whose place_id is listed are left out; only new businesses are added." },
  {
    value: "update",
    label: "Update businesses already listed",
    hint: "Listed businesses take the file's values, column by column; fields you edited here by hand are kept.",
  },
];

/** What the next files' imports do with rows whose business is already listed; each file keeps the choice it was added with. */
export function ExistingRowsChoice({ value, onChange }: { value: Existing; onChange: (value: Existing) => void }) {
  const name = useId();
  return (
    <fieldset className="mb-4 space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">For the next files</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            <span className="block text-slate-900">{choice.label}</span>
            <span className="block text-sm text-slate-600">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
