import { weekdays } from "@shared/opening-hours";

const mondayFirst = [...weekdays.slice(1), weekdays[0]];

/** Day and hours pairs, Monday first, only when the business has hours. */
export function HoursBox({ hours }: { hours: Record<string, string> | null }) {
  const days = mondayFirst.filter((day) => hours?.[day]);
  if (!hours || days.length === 0) return null;
  return (
    <section aria-labelledby="hours-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
        Opening Hours
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        {days.map((day) => (
          <div key={day} className="flex justify-between gap-4">
            <dt className="font-medium text-slate-700">{day}</dt>
            <dd className="text-right text-slate-600">{hours[day]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
