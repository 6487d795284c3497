import type { Business } from "@shared/api";
import { weekdays } from "@shared/opening-hours";

const dayOrder: string[] = [...weekdays.slice(1), weekdays[0]];

/** Weekdays Monday first, then anything else (holiday dates) as the listing gives it. */
function inDayOrder(hours: Record<string, string>): [string, string][] {
  const rank = (day: string) => (dayOrder.includes(day) ? dayOrder.indexOf(day) : dayOrder.length);
  return Object.entries(hours).sort(([a], [b]) => rank(a) - rank(b));
}

/** Hours besides the opening hours (delivery, takeout, holidays), one list per kind, only when the listing has any. */
export function OtherHoursBox({ hours }: { hours: Business["otherHours"] }) {
  const kinds = Object.entries(hours ?? {}).filter(([, days]) => Object.keys(days).length > 0);
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby="other-hours-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="other-hours-heading" className="text-lg font-semibold text-slate-900">
        More Hours
      </h2>
      {kinds.map(([kind, days]) => (
        <div key={kind} className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">{kind}</h3>
          <dl className="mt-1.5 space-y-1.5 text-sm">
            {inDayOrder(days).map(([day, text]) => (
              <div key={day} className="flex justify-between gap-4">
                <dt className="font-medium text-slate-700">{day}</dt>
                <dd className="text-right text-slate-600">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
