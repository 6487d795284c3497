import { Building2, Clock, MapPin, Search } from "lucide-react";
import { Link } from "wouter";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { ContactPanel } from "../components/content/contact-panel";
import { FeatureGrid, type Feature } from "../components/content/feature-grid";
import { BulletList, ContentSection, PageShell } from "../components/content/page-shell";
import { useSiteName } from "../components/content/site-name";
import { buttonLinkClass, textLinkClass } from "../components/content/styles";
import { Seo } from "../components/seo";

const features: Feature[] = [
  {
    icon: MapPin,
    title: "Browse by city",
    text: "Start from your town and see the businesses listed there, from the corner diner to the local dentist.",
  },
  {
    icon: Building2,
    title: "Browse by category",
    text: "Restaurants, healthcare, auto services, beauty and wellness, home services and more, each on its own page.",
  },
  {
    icon: Search,
    title: "Search the full list",
    text: "Look a business up by name or keyword and narrow the results by category when you know what you need.",
  },
  {
    icon: Clock,
    title: "The details that matter",
    text: "Address, phone number, opening hours and ratings on one page, with a one-tap call button on your phone.",
  },
];

export function AboutPage() {
  const siteName = useSiteName();
  return (
    <>
      <Seo {...staticMeta(paths.about, siteName)} path={paths.about} />
      <PageShell
        title={`About ${siteName}`}
        intro={
          <p>
            {siteName} is a free public directory of local businesses in the United States. It helps you find the shops, restaurants and services near you and
            the facts you need before you call or visit.
          </p>
        }
      >
        <ContentSection id="mission" title="Our mission">
          <p>
            Finding a local business should be quick, and the information should be easy to read on any device. We bring together business names, addresses,
            phone numbers, opening hours and ratings from public online sources and organize them by city and by category, so you can go from a question to a
            phone number in a few taps.
          </p>
          <p>
            The directory is free for everyone: you do not need an account to search, browse or save businesses, and business owners pay nothing to be listed.
          </p>
        </ContentSection>

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-semibold text-slate-900">
            What you can do here
          </h2>
          <div className="mt-6">
            <FeatureGrid features={features} />
          </div>
        </section>

        <ContentSection id="why" title={`Why choose ${siteName}`}>
          <BulletList>
            <li>
              <strong className="text-slate-900">Free and open.</strong> No sign-up, no paywall and no fee for the businesses we list.
            </li>
            <li>
              <strong className="text-slate-900">Local focus.</strong> Every listing belongs to a city and a category, so results stay close to home.
            </li>
            <li>
              <strong className="text-slate-900">Honest about advertising.</strong> Ads are always labeled, and nobody can pay to change a listing or its place
              in the results.{" "}
              <Link href={paths.advertise} className={textLinkClass}>
                How advertising works
              </Link>
              .
            </li>
            <li>
              <strong className="text-slate-900">Open to corrections.</strong> Owners and visitors can tell us when something is wrong, and a person checks
              every change before it goes live.
            </li>
            <li>
              <strong className="text-slate-900">Private by design.</strong> Bookmarks stay in your own browser; we do not ask for your name or e-mail address
              to use the site.
            </li>
          </BulletList>
          <p>
            Listings come from public sources and can go out of date, so please confirm important details, such as opening hours, with the business before you
            travel.
          </p>
          <p className="flex flex-wrap gap-3 pt-2">
            <Link href={paths.browse} className={buttonLinkClass}>
              Browse businesses
            </Link>
            <Link
              href={paths.addBusiness}
              className="inline-flex items-center justify-center rounded-lg border border-brand-600 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Add your business
            </Link>
          </p>
        </ContentSection>

        <ContactPanel id="contact" title="Get in touch" subject={`Question about ${siteName}`}>
          <p>Questions about a listing, a correction, or an idea to make the directory more useful? We would like to hear from you.</p>
        </ContactPanel>
      </PageShell>
    </>
  );
}
