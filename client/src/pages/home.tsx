import { Helmet } from "react-helmet-async";
import { Link } from "wouter";
import { compactCount } from "@shared/format";
import { usePopularCities } from "../api/cities";
import { useStatistics } from "../api/statistics";

const tiles = [
  ["totalBusinesses", "American Businesses"],
  ["verifiedBusinesses", "Verified Companies"],
  ["categories", "Business Categories"],
  ["totalCities", "US Cities Covered"],
] as const;

export function HomePage() {
  const statistics = useStatistics();
  const cities = usePopularCities();
  return (
    <>
      <Helmet>
        <title>Main Street: find local businesses near you</title>
      </Helmet>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold">Find trusted local businesses</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            Hours, phone numbers, addresses and ratings for businesses in cities across the United States.
          </p>
          {statistics.data && (
            <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="statistics">
              {tiles.map(([key, label]) => (
                <div key={key} className="rounded-xl bg-white/10 p-4">
                  <dd className="text-3xl font-bold">{compactCount(statistics.data[key])}</dd>
                  <dt className="text-sm text-blue-100">{label}</dt>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-semibold">Popular cities</h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {cities.isPending &&
            Array.from({ length: 12 }, (_, i) => <li key={i} className="h-20 animate-pulse rounded-xl bg-slate-200" />)}
          {cities.data?.map((city) => (
            <li key={city.id}>
              <Link
                href={`/city/${encodeURIComponent(city.name)}`}
                className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500"
              >
                <span className="block font-semibold">{city.name}</span>
                <span className="text-sm text-slate-500">{city.businessCount.toLocaleString("en-US")} businesses</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
