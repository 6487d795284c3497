import { Link } from "wouter";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { EmailUs } from "../components/content/contact-email";
import { LegalContact, legalLastUpdated } from "../components/content/legal";
import { BulletList, ContentSection, PageShell } from "../components/content/page-shell";
import { useSiteName } from "../components/content/site-name";
import { textLinkClass } from "../components/content/styles";
import { Seo } from "../components/seo";

export function TermsOfServicePage() {
  const siteName = useSiteName();
  return (
    <>
      <Seo {...staticMeta(paths.terms, siteName)} path={paths.terms} />
      <PageShell
        title="Terms of Service"
        meta={`Last updated ${legalLastUpdated}`}
        intro={<p>These terms apply to everyone who uses {siteName}. By using the site you agree to them; if you do not agree, please do not use the site.</p>}
      >
        <ContentSection id="service" title="The service">
          <p>
            {siteName} is a free public directory of local businesses. You can search and browse it without an account. We may change, suspend or stop any part
            of the site at any time.
          </p>
        </ContentSection>

        <ContentSection id="accuracy" title="Accuracy of business information">
          <p>
            Business information comes from public online sources and from business owners. It is provided free of charge and without any guarantee that it is
            accurate, complete or current. Businesses move, change their hours and close; please confirm important details with the business before you rely on
            them. Ratings and review counts reflect public sources and are not our own assessment.
          </p>
          <p>A listing is not an endorsement or recommendation, and we are not a party to any dealings between you and a business you find here.</p>
        </ContentSection>

        <ContentSection id="listings" title="Listings, corrections and removal">
          <p>
            Listing a business is free. Owners add or update a listing by e-mail, as described on the{" "}
            <Link href={paths.addBusiness} className={textLinkClass}>
              Add your business
            </Link>{" "}
            page. If you send us information, you confirm that it is true and that you are entitled to share it. To report an error or ask for a listing to be
            removed, <EmailUs subject="Correction or removal request" />. We may edit, decline or remove any listing at our discretion.
          </p>
        </ContentSection>

        <ContentSection id="acceptable-use" title="Acceptable use">
          <p>When you use {siteName}, you agree not to:</p>
          <BulletList>
            <li>
              scrape, crawl or copy the directory by automated means beyond what our <code>robots.txt</code> file allows, or republish substantial parts of it;
            </li>
            <li>overload, disrupt or try to gain unauthorized access to the site, its servers or the admin area;</li>
            <li>send us false information, or ask us to change a listing for a business you do not represent;</li>
            <li>use the site for anything unlawful, or to harass, spam or defraud businesses or other people.</li>
          </BulletList>
        </ContentSection>

        <ContentSection id="advertising" title="Advertising and third-party links">
          <p>
            The site shows clearly labeled advertising and affiliate links, and listings link to businesses&apos; websites. These lead to sites we do not
            control. Offers, products and services from advertisers and affiliates are their responsibility, on their own terms, and we may earn a commission
            when you use an affiliate link. Advertising never affects which businesses are listed or in what order.
          </p>
        </ContentSection>

        <ContentSection id="ip" title="Intellectual property">
          <p>
            The design, text and compilation of {siteName} belong to its operator. Business names, logos and trademarks belong to their owners and appear only
            to identify the businesses listed.
          </p>
        </ContentSection>

        <ContentSection id="liability" title="Disclaimer and limitation of liability">
          <p>
            The site is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without warranties of any kind, express or implied. To the fullest extent
            the law allows, {siteName} and its operator are not liable for any indirect, incidental or consequential loss, or for any loss arising from your
            reliance on listing information, from third-party sites, advertisers or businesses, or from the site being unavailable. Nothing in these terms
            limits liability that cannot be limited by law.
          </p>
        </ContentSection>

        <ContentSection id="changes" title="Changes to these terms">
          <p>
            We may update these terms from time to time. The date at the top of this page shows when they last changed, and continuing to use the site after a
            change means you accept the updated terms. How we handle information is described in our{" "}
            <Link href={paths.privacy} className={textLinkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </ContentSection>

        <LegalContact topic="these terms" subject="Terms of Service question" />
      </PageShell>
    </>
  );
}
