import { Building2, FolderTree, MapPin, ShieldCheck } from "lucide-react";
import { compactCount } from "@shared/format";
import { useStatistics } from "../../api/statistics";
import { useActivity } from "../api/admin-data";
import { timeAgo } from "../format-time";

/** The kinds whose summary reads better beside a word of where it came from. */
const kindTags: Record<string, string> = { "suggestion-accepted": "Suggestion", "suggestion-rejected": "Suggestion", refresh: "Refresh import" };

export function DashboardTab() {
  const { data: stats } = useStatistics();
  const activity = useActivity();
  const cards = [
    { label: "Total Businesses", value: stats?.totalBusinesses, icon: Building2 },
    { label: "Verified", value: stats?.verifiedBusinesses, icon: ShieldCheck },
    { label: "Categories", value: stats?.categories, icon: FolderTree },
    { label: "Cities", value: stats?.totalCities, icon: MapPin },
  ];
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-5">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon aria-hidden className="size-4" /> {label}
            </dt>
            <dd className="mt-2 min-h-9 text-3xl font-bold text-slate-900">{value === undefined ? "" : compactCount(value)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="activity-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
          Recent Activity
        </h2>
        {activity.isPending && <p className="mt-3 text-slate-600">Loading…</p>}
        {activity.isError && <p className="mt-3 text-red-700">The activity log could not be loaded.</p>}
        {activity.data?.length === 0 && (
          <p className="mt-3 text-slate-600">Nothing yet: imports, SEO runs, edits, deletions and decided suggestions will appear here.</p>
        )}
        <ul className="mt-3 divide-y divide-slate-100">
          {activity.data?.map((event) => (
            <li key={event.id} className="flex justify-between gap-4 py-3 text-sm">
              <span className="text-slate-800">
                {kindTags[event.kind] && (
                  <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{kindTags[event.kind]}</span>
                )}
                {event.summary}
              </span>
              <time dateTime={event.createdAt} title={new Date(event.createdAt).toLocaleString("en-US")} className="shrink-0 text-slate-500">
                {timeAgo(event.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
