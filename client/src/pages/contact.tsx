import { Clock, Mail, Phone } from "lucide-react";
import { Link } from "wouter";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { ContactEmail, EmailUs } from "../components/content/contact-email";
import { FaqList, type FaqItem } from "../components/content/faq-list";
import { BulletList, ContentSection, PageShell } from "../components/content/page-shell";
import { useSiteName } from "../components/content/site-name";
import { textLinkClass } from "../components/content/styles";
import { Seo } from "../components/seo";
import { useSite } from "../api/site";
import { telHref } from "@shared/phone";

/**
 * The e-mail address card; the phone number stands in only when no address is configured. With neither,
 * it says so plainly and promises no reply: nothing is broken, the site has published no address.
 */
function EmailCard() {
  const site = useSite().data;
  const siteName = useSiteName();
  const email = site?.contactEmail ?? null;
  const phone = site?.contactPhone ?? null;
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 sm:inline-flex">
          {email || !phone ? <Mail aria-hidden className="size-5" /> : <Phone aria-hidden className="size-5" />}
        </span>
        <div className="min-w-0 space-y-2 leading-7 text-slate-700">
          {email ? (
            <p>
              <span className="block text-sm font-medium text-slate-600">E-mail</span>
              <span className="text-lg sm:text-xl">
                <ContactEmail />
              </span>
            </p>
          ) : phone ? (
            <p>
              <span className="block text-sm font-medium text-slate-600">Phone</span>
              <a href={telHref(phone)} className={`${textLinkClass} text-lg whitespace-nowrap sm:text-xl`}>
                {phone}
              </a>
            </p>
          ) : site ? (
            <p>{siteName} has not published a contact e-mail address or phone number yet, so there is no way to reach us through this site for now.</p>
          ) : null}
          {(email || phone) && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Clock aria-hidden className="size-4 shrink-0" />
              We respond within 24 hours on business days.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export function ContactPage() {
  const siteName = useSiteName();
  const faq: FaqItem[] = [
    {
      question: "How do I list my business?",
      answer: (
        <p>
          <EmailUs capitalize subject="New business listing" /> with your business name, address, phone number, opening hours, category and website. The{" "}
          <Link href={paths.addBusiness} className={textLinkClass}>
            Add your business
          </Link>{" "}
          page explains each step.
        </p>
      ),
    },
    {
      question: `Is ${siteName} free?`,
      answer: (
        <p>
          Yes. Searching and browsing are free for visitors, and listing or updating a business costs nothing. Advertising is optional and separate; it never
          affects listings or their order.
        </p>
      ),
    },
    {
      question: "How are businesses verified?",
      answer: (
        <p>
          A Verified badge means the listing&apos;s details have been confirmed with the business. Listings without the badge come from public online sources
          and have not been confirmed yet. To verify your listing, include a way to confirm that you own or manage the business, for example by writing from an
          address at the business&apos;s own website domain.
        </p>
      ),
    },
    {
      question: "How do I update or correct a listing?",
      answer: (
        <p>
          <EmailUs capitalize subject="Listing update" /> with the name and address of the listing as it appears now and the details that should change. Owners
          can also ask for a listing to be removed. Visitors are welcome to report mistakes such as a closed business or a wrong phone number.
        </p>
      ),
    },
  ];

  return (
    <>
      <Seo {...staticMeta(paths.contact, siteName)} path={paths.contact} />
      <PageShell
        title="Contact us"
        intro={
          <p>
            We handle every request by e-mail, so there is no form to fill in. Write to us about listing or updating a business, reporting an error, advertising
            or anything else about {siteName}.
          </p>
        }
      >
        <section aria-labelledby="reach-us-heading" className="space-y-4">
          <h2 id="reach-us-heading" className="text-2xl font-semibold text-slate-900">
            How to reach us
          </h2>
          <EmailCard />
        </section>

        <ContentSection id="what-to-include" title="What to include">
          <p>A few details help us answer in one reply:</p>
          <BulletList>
            <li>The business name and its full address, if your message is about a listing.</li>
            <li>A link to the page on {siteName} you are writing about.</li>
            <li>What is wrong or what you would like us to change, and the correct details.</li>
          </BulletList>
        </ContentSection>

        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-2xl font-semibold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-6">
            <FaqList items={faq} />
          </div>
        </section>
      </PageShell>
    </>
  );
}
