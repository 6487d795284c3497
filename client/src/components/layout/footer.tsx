import { Mail, Phone } from "lucide-react";
import { Link } from "wouter";
import { fullCount } from "@shared/format";
import { paths } from "@shared/paths";
import { usePopularCities } from "../../api/cities";
import { defaultSiteName, useSite } from "../../api/site";
import { useStatistics } from "../../api/statistics";
import { footerCategories, quickLinks, type NavLink } from "./nav-links";
import { telHref } from "@shared/phone";

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "text-slate-300 hover:text-white hover:underline";

function StatisticsStrip() {
  const { data } = useStatistics();
  if (!data) return null;
  const items = [
    ["Businesses", data.totalBusinesses],
    ["Verified", data.verifiedBusinesses],
    ["Categories", data.categories],
    ["Cities", data.totalCities],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 border-y border-slate-700 py-6 text-center sm:grid-cols-4">
      {items.map(([label, value]) => (
        // A group is its <dt> then its <dd>; the number still shows above its label.
        <div key={label} className="flex flex-col-reverse justify-end">
          <dt className="text-sm text-slate-400">{label}</dt>
          <dd className="text-2xl font-bold text-white">{fullCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function FooterNav({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const site = useSite().data;
  const siteName = site?.siteName ?? defaultSiteName;
  const cities = usePopularCities().data?.slice(0, 8) ?? [];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-12">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={headingClass}>
              {siteName}
            </h2>
            <p className="mt-3 text-sm leading-6">
              A free directory of local businesses across the United States: hours, phone numbers, addresses and ratings, organized by city and category. Owners
              can list or update a business by contacting us, and advertising is available.
            </p>
            <ul className="mt-4 space-y-2 text-sm">
              {site?.contactPhone && (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden className="size-4" />
                  <a className={`${linkClass} whitespace-nowrap`} href={telHref(site.contactPhone)}>
                    {site.contactPhone}
                  </a>
                </li>
              )}
              {site?.contactEmail && (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden className="size-4" />
                  <a className={linkClass} href={`mailto:${site.contactEmail}`}>
                    {site.contactEmail}
                  </a>
                </li>
              )}
            </ul>
          </section>
          <FooterNav id="footer-categories" title="Popular Categories" links={footerCategories} />
          <FooterNav
            id="footer-cities"
            title="Popular Cities"
            links={[
              ...cities.map((city) => ({ href: city.path, label: `${city.label} (${fullCount(city.businessCount)})` })),
              { href: paths.cities, label: "View all cities" },
            ]}
          />
          <FooterNav id="footer-links" title="Quick Links" links={quickLinks} />
        </div>
        <StatisticsStrip />
        <div className="space-y-3 text-sm text-slate-400">
          <p>
            © {new Date().getFullYear()} {siteName}. All rights reserved. ·{" "}
            <a href="/sitemap.xml" className="text-slate-200 underline hover:text-white">
              Sitemap
            </a>
          </p>
          <p>
            Disclaimer: business information on {siteName} comes from public online sources. It is provided free of charge and without any guarantee of
            accuracy; please confirm details with the business before you rely on them.
          </p>
        </div>
      </div>
    </footer>
  );
}
