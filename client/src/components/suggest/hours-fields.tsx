import { useId } from "react";
import { weekdays } from "@shared/opening-hours";
import { Input } from "../ui/input";
import { FieldError } from "./form-parts";

export type HoursText = Partial<Record<string, string>>;

/** The days the visitor filled in; undefined when none. */
export function filledHours(hours: HoursText): Record<string, string> | undefined {
  const filled = Object.entries(hours).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()));
  return filled.length > 0 ? Object.fromEntries(filled) : undefined;
}

interface HoursFieldsProps {
  value: HoursText;
  onChange: (value: HoursText) => void;
  /** Today's hours, shown as each day's placeholder. */
  current?: Record<string, string> | null;
  errors: string[] | undefined;
  hint: string;
}

/** A box per weekday, folded away until wanted (or until the server finds a day it cannot read). */
export function HoursFields({ value, onChange, current, errors, hint }: HoursFieldsProps) {
  const id = useId();
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={Boolean(errors)}>
      <summary className="cursor-pointer text-sm font-medium text-slate-700">Opening hours</summary>
      <p className="mt-2 text-xs text-slate-600">Like 9AM-5PM, 9AM-12PM,1PM-6PM or Closed. {hint}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {weekdays.map((day) => (
          <div key={day}>
            <label htmlFor={`${id}-${day}`} className="block text-sm text-slate-700">
              {day}
            </label>
            <Input
              id={`${id}-${day}`}
              type="text"
              className="mt-1"
              placeholder={current?.[day] ?? ""}
              value={value[day] ?? ""}
              onChange={(e) => onChange({ ...value, [day]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} label="Opening hours:" messages={errors} />
    </details>
  );
}
