import { LayoutTemplate, Link2, Scale, Tag } from "lucide-react";
import { Link } from "wouter";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { ContactPanel } from "../components/content/contact-panel";
import { FeatureGrid, type Feature } from "../components/content/feature-grid";
import { BulletList, ContentSection, PageShell } from "../components/content/page-shell";
import { useSiteName } from "../components/content/site-name";
import { textLinkClass } from "../components/content/styles";
import { Seo } from "../components/seo";

const placements: Feature[] = [
  {
    icon: LayoutTemplate,
    title: "Display ad (300 x 250)",
    text: "One medium-rectangle image ad on business detail pages, the pages visitors open when they are ready to call or visit.",
  },
  {
    icon: Link2,
    title: "Affiliate banners",
    text: "Up to two short text banners on business detail pages, each with a title, a line of copy and a link to your offer.",
  },
  {
    icon: Tag,
    title: "Always labeled",
    text: "Every placement is marked as advertising, so visitors can tell a promotion from a listing at a glance.",
  },
  {
    icon: Scale,
    title: "Listings stay neutral",
    text: "Advertising buys space on the page, never a better position, a Verified badge or a change to anyone's listing.",
  },
];

export function AdvertisePage() {
  const siteName = useSiteName();
  return (
    <>
      <Seo {...staticMeta(paths.advertise, siteName)} path={paths.advertise} />
      <PageShell
        title={`Advertise on ${siteName}`}
        intro={
          <p>
            People come to {siteName} to find local businesses and get in touch with them. A small number of clearly labeled ad placements lets you reach them,
            and keeps the directory free for everyone.
          </p>
        }
      >
        <section aria-labelledby="placements-heading">
          <h2 id="placements-heading" className="text-2xl font-semibold text-slate-900">
            Where ads appear
          </h2>
          <p className="mt-4 leading-7 text-slate-700">
            Advertising is limited to business detail pages. Home, search, city and category pages carry no ads, and when a placement is not booked it takes up
            no space at all.
          </p>
          <div className="mt-6">
            <FeatureGrid features={placements} />
          </div>
        </section>

        <ContentSection id="labels" title="How ads are labeled">
          <BulletList>
            <li>Each placement carries a visible &ldquo;Advertisement&rdquo; or &ldquo;Sponsored&rdquo; label.</li>
            <li>
              Sponsored and affiliate links are marked with <code className="text-sm">rel=&quot;sponsored&quot;</code> for search engines and open in a new tab,
              so visitors never lose the page they were reading.
            </li>
            <li>Ads never look like listings, reviews or search results.</li>
          </BulletList>
        </ContentSection>

        <ContentSection id="independence" title="Ads never change listings">
          <p>
            Which businesses appear, the order they appear in, their ratings and their Verified badges are the same whether or not anyone advertises. Buying an
            ad does not add, remove, improve or hide a listing, including your own or a competitor&apos;s. Listing a business is free and handled separately;
            see{" "}
            <Link href={paths.addBusiness} className={textLinkClass}>
              add your business
            </Link>
            .
          </p>
        </ContentSection>

        <ContentSection id="standards" title="What we accept">
          <p>We review every ad before it runs and decline ads that:</p>
          <BulletList>
            <li>are misleading, make claims the advertiser cannot support, or imitate the look of a listing;</li>
            <li>promote anything illegal, unsafe or intended for adults only;</li>
            <li>track visitors beyond a standard link or load heavy, autoplaying or flashing content.</li>
          </BulletList>
        </ContentSection>

        <ContactPanel id="inquire" title="Make an inquiry" subject={`Advertising on ${siteName}`}>
          <p>
            Tell us about your business or offer, the placement you are interested in, the dates you have in mind and a link to your website. We will reply with
            availability and pricing. For the display slot, artwork should be a 300 x 250 pixel image.
          </p>
        </ContactPanel>
      </PageShell>
    </>
  );
}
