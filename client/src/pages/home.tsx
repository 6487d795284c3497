import { Link } from "wouter";
import { compactCount } from "@shared/format";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { defaultSiteName, useSite } from "../api/site";
import { useStatistics } from "../api/statistics";
import { CitiesSection } from "../components/home/cities-section";
import { SearchHero } from "../components/home/search-hero";
import { TopRatedSection } from "../components/home/top-rated-section";
import { ValuesSection } from "../components/home/values-section";
import { Seo } from "../components/seo";

const tiles = [
  ["totalBusinesses", "American Businesses"],
  ["verifiedBusinesses", "Verified Companies"],
  ["categories", "Business Categories"],
  ["totalCities", "US Cities Covered"],
] as const;

function StatisticTiles() {
  const { data } = useStatistics();
  return (
    // The space is reserved while loading so the hero does not jump when the numbers arrive.
    <dl className="mt-10 grid min-h-24 grid-cols-2 gap-4 md:grid-cols-4" data-testid="statistics">
      {data &&
        tiles.map(([key, label]) => (
          // A group is its <dt> then its <dd>; the number still shows above its label.
          <div key={key} className="flex flex-col-reverse justify-end rounded-xl bg-white/10 p-4">
            <dt className="text-sm text-blue-100">{label}</dt>
            <dd className="text-3xl font-bold">{compactCount(data[key])}</dd>
          </div>
        ))}
    </dl>
  );
}

export function HomePage() {
  const siteName = useSite().data?.siteName ?? defaultSiteName;
  return (
    <>
      <Seo {...staticMeta(paths.home, siteName)} path={paths.home} />
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-16 text-white md:py-24">
        <div className="mx-auto max-w-6xl">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">Find trusted local businesses near you</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-100">
            Hours, phone numbers, addresses and ratings for businesses in cities across the United States, free to use.
          </p>
          <SearchHero />
          <StatisticTiles />
        </div>
      </section>
      <ValuesSection />
      <CitiesSection />
      <TopRatedSection />
      <section aria-labelledby="owners-heading" className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-2xl bg-brand-700 px-6 py-12 text-center text-white">
          <h2 id="owners-heading" className="text-3xl font-bold">
            Own a business?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-blue-100">Listing is free. Tell us about your business, or ask us to correct an existing listing.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href={paths.contact} className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-blue-50">
              List Your American Business
            </Link>
            <Link href={paths.about} className="rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10">
              Learn More<span className="sr-only"> about {siteName}</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
