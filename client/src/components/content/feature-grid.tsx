import type { LucideIcon } from "lucide-react";

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Tiles of icon, title and text; one column on phones, two from small screens up. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-5" />
          </span>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 leading-7 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
