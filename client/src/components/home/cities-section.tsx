import { Link } from "wouter";
import { countOf } from "@shared/format";
import { paths } from "@shared/paths";
import { usePopularCities } from "../../api/cities";

/** Four colour schemes, rotating from card to card. */
const schemes = ["from-blue-600 to-blue-800", "from-emerald-600 to-emerald-800", "from-violet-600 to-violet-800", "from-rose-600 to-rose-800"];

export function CitiesSection() {
  const { data, isPending } = usePopularCities();
  return (
    <section aria-labelledby="cities-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="cities-heading" className="text-3xl font-bold text-slate-900">
        Popular cities
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {isPending && Array.from({ length: 12 }, (_, i) => <li key={i} className="h-24 animate-pulse rounded-xl bg-slate-200" aria-hidden />)}
        {data?.slice(0, 12).map((city, index) => (
          <li key={city.id}>
            <Link
              href={city.path}
              className={`flex h-24 flex-col justify-end rounded-xl bg-gradient-to-br p-4 text-white shadow-sm hover:shadow-lg ${schemes[index % schemes.length]}`}
            >
              <span className="text-lg font-semibold">{city.label}</span>
              <span className="text-sm text-white/90">{countOf(city.businessCount, "business", "businesses")}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link href={paths.browse} className="inline-block rounded-lg border border-brand-600 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50">
          Explore All Cities
        </Link>
      </div>
    </section>
  );
}
