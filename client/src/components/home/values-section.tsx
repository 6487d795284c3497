import { BadgeCheck, Flag, HeartHandshake, MapPinned, ShieldCheck, TrendingUp } from "lucide-react";

const values = [
  { icon: Flag, title: "American-First", text: "Built for businesses across the United States, from big cities to small towns." },
  { icon: BadgeCheck, title: "Verified Excellence", text: "A Verified badge appears only on listings marked verified in our data, never as decoration." },
  { icon: MapPinned, title: "Local Focus", text: "Browse by city and category to find what is near you, with addresses and opening hours." },
  { icon: HeartHandshake, title: "Community Trust", text: "Ratings and review counts come from the data as published; we never write reviews ourselves." },
  { icon: TrendingUp, title: "Growth Focused", text: "Listing a business is free, and owners can ask us to correct or update their details." },
  { icon: ShieldCheck, title: "Quality Assured", text: "Listings are checked on import; links are kept only when they are safe web addresses." },
];

export function ValuesSection() {
  return (
    <section aria-labelledby="values-heading" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="values-heading" className="text-center text-3xl font-bold text-slate-900">
          Why people use this directory
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
