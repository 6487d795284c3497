import { readableHours, weekdays } from "@shared/opening-hours";

const mondayFirst = [...weekdays.slice(1), weekdays[0]];

/**
 * The week's hours, Monday first, every day listed: a day the listing has no hours for, or
 * hours that cannot be read (stored before the import checked them), reads "Hours not listed".
 * Shown only when at least one day's hours can be read.
 */
export function HoursBox({ hours }: { hours: Record<string, string> | null }) {
  const readable = readableHours(hours).hours;
  if (!readable) return null;
  return (
    <section aria-labelledby="hours-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
        Opening Hours
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        {mondayFirst.map((day) => (
          <div key={day} className="flex justify-between gap-4">
            <dt className="font-medium text-slate-700">{day}</dt>
            <dd className={`text-right text-slate-600 ${readable[day] ? "" : "italic"}`}>{readable[day] ?? "Hours not listed"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
