import { Link } from "wouter";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { EmailUs } from "../components/content/contact-email";
import { LegalContact, legalLastUpdated } from "../components/content/legal";
import { BulletList, ContentSection, PageShell } from "../components/content/page-shell";
import { useSiteName } from "../components/content/site-name";
import { textLinkClass } from "../components/content/styles";
import { Seo } from "../components/seo";

export function PrivacyPolicyPage() {
  const siteName = useSiteName();
  return (
    <>
      <Seo {...staticMeta(paths.privacy, siteName)} path={paths.privacy} />
      <PageShell
        title="Privacy Policy"
        meta={`Last updated ${legalLastUpdated}`}
        intro={
          <p>
            {siteName} is a free public directory of local businesses. Visitors do not create accounts, and we collect as little information about you as we
            can. This policy explains what we hold, why, and the choices you have.
          </p>
        }
      >
        <ContentSection id="business-data" title="Business information in the directory">
          <p>
            Listings contain business information gathered from public online sources or sent to us by business owners: names, addresses, phone numbers, e-mail
            addresses, websites, opening hours, categories, ratings, review counts and photos. Some businesses are named after, or run by, a person, so a
            listing can include that person&apos;s name or business contact details.
          </p>
          <p>
            We publish this information so that people can find and contact local businesses. If you would like a listing corrected or removed,{" "}
            <EmailUs subject="Correction or removal request" />.
          </p>
        </ContentSection>

        <ContentSection id="visitors" title="Information about visitors">
          <BulletList>
            <li>
              <strong className="text-slate-900">No accounts.</strong> You can search, browse and save businesses without giving us your name, e-mail address or
              any other personal details.
            </li>
            <li>
              <strong className="text-slate-900">Analytics.</strong> We may use an analytics service to count visits and see which pages are used, so we can
              improve the directory. It receives information such as the pages you view, the site that referred you, your browser and device type and an
              approximate location derived from your IP address. We use these statistics in aggregate and do not use them to identify you.
            </li>
            <li>
              <strong className="text-slate-900">Counts of searches and pages.</strong> {siteName} itself counts, per day, what visitors search for (the words
              and the place, lower-cased, with how many results were found) and how often each business, town and category page is viewed, so we can see what
              the directory lacks and which listings to improve. These counts are all we keep: no IP address, browser details, cookie or anything else that
              could tell one visitor from another is stored with them. Visits by search engines&apos; crawlers are counted apart. The daily counts are deleted
              after 400 days.
            </li>
            <li>
              <strong className="text-slate-900">Server logs.</strong> Like most websites, our servers record technical details of each request (IP address,
              time, page requested and browser) to keep the site secure and working. Logs are kept only as long as needed for that purpose.
            </li>
            <li>
              <strong className="text-slate-900">E-mail.</strong> When you write to us, we use your address and message only to answer you and to act on your
              request.
            </li>
          </BulletList>
        </ContentSection>

        <ContentSection id="cookies" title="Cookies and local storage">
          <p>
            The directory does not set cookies for visitors. The only cookie {siteName} itself sets is a session cookie for the site operator while signed in to
            the administration area.
          </p>
          <p>
            When you bookmark a business, the list is saved only in your own browser using local storage. It is never sent to us, and you can delete it at any
            time by clearing this site&apos;s data in your browser settings.
          </p>
          <p>
            Third-party services, such as an analytics service or the advertisers described below, may set their own cookies under their own policies. Your
            browser settings let you block or delete cookies.
          </p>
        </ContentSection>

        <ContentSection id="third-parties" title="Advertising and affiliate links">
          <p>
            Some pages show a clearly labeled ad and affiliate banners that link to other websites. If you follow one, the other site may learn that you came
            from {siteName}, and we may earn a commission if you buy something. Those sites have their own privacy policies, which we encourage you to read.{" "}
            <Link href={paths.advertise} className={textLinkClass}>
              How advertising works on {siteName}
            </Link>
            .
          </p>
        </ContentSection>

        <ContentSection id="sharing" title="Sharing and selling">
          <p>
            We do not sell or rent personal information. We share information only with service providers that help us run the site (such as hosting and
            analytics), when the law requires it, or to protect the site and its users from abuse.
          </p>
        </ContentSection>

        <ContentSection id="rights" title="Your choices and rights">
          <p>
            Depending on where you live, you may have the right to ask what personal information we hold about you and to have it corrected or deleted. We honor
            these requests for anyone: <EmailUs /> and tell us what you would like us to do. We may need to confirm that the request comes from you or from the
            business concerned.
          </p>
        </ContentSection>

        <ContentSection id="children" title="Children">
          <p>
            {siteName} is a general business directory and is not directed at children under 13. We do not knowingly collect personal information from children.
          </p>
        </ContentSection>

        <ContentSection id="changes" title="Changes to this policy">
          <p>
            If we change this policy we will update it on this page and revise the date at the top. Please also read our{" "}
            <Link href={paths.terms} className={textLinkClass}>
              Terms of Service
            </Link>
            .
          </p>
        </ContentSection>

        <LegalContact topic="this policy or your information" subject="Privacy question" />
      </PageShell>
    </>
  );
}
