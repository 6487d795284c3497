import { useId } from "react";
import { businessStatuses, businessStatusLabels } from "@shared/business-status";
import { dayHoursRule, parseDayHours, weekdays } from "@shared/opening-hours";
import { Input, Label, Select } from "../../components/ui/input";
import type { WeekHours } from "./business-form";

const mondayFirst = [...weekdays.slice(1), weekdays[0]];

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

/** The business's status, from the values the import accepts; "Not set" for none. */
export function StatusField({ value, onValue, error }: { value: string; onValue: (value: string) => void; error?: string }) {
  const id = useId();
  // A value stored before the import checked statuses stays selectable, so that opening the form changes nothing.
  const unknown = value !== "" && !(businessStatuses as string[]).includes(value);
  return (
    <div>
      <Label htmlFor={id}>Status</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        className="mt-1"
      >
        <option value="">Not set</option>
        {businessStatuses.map((status) => (
          <option key={status} value={status}>
            {businessStatusLabels[status]}
          </option>
        ))}
        {unknown && <option value={value}>{value} (not a known status)</option>}
      </Select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One box per day, Monday first; a day left blank has no hours listed. A day the import could not read is marked when the check fails. */
export function HoursFields({ hours, onHours, error }: { hours: WeekHours; onHours: (hours: WeekHours) => void; error?: string }) {
  const id = useId();
  const unreadable = (text: string) => text.trim() !== "" && parseDayHours(text.trim()) === undefined;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">Opening hours</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Each day: {dayHoursRule}. Leave a day blank when its hours are not known; the listing shows &quot;Hours not listed&quot;.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {mondayFirst.map((day) => {
          const invalid = error !== undefined && unreadable(hours[day]);
          return (
            <div key={day} className="flex items-center gap-2">
              <Label htmlFor={`${id}-${day}`} className="w-24 shrink-0">
                {day}
              </Label>
              <Input
                id={`${id}-${day}`}
                value={hours[day]}
                onChange={(e) => onHours({ ...hours, [day]: e.target.value })}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy(`${id}-hint`, invalid && `${id}-error`)}
              />
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
