import { BadgeCheck, ClipboardList, Mail, Send } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { ContactPanel } from "../components/content/contact-panel";
import { EmailUs, ReplyPromise } from "../components/content/contact-email";
import { BulletList, ContentSection, PageShell } from "../components/content/page-shell";
import { useSiteName } from "../components/content/site-name";
import { textLinkClass } from "../components/content/styles";
import { Seo } from "../components/seo";

// The form and its proof-of-work widget in a chunk of their own: the page's text does not wait for them.
const SubmissionForm = lazy(() => import("../components/suggest/submission-form").then((m) => ({ default: m.SubmissionForm })));

const details: [string, string][] = [
  ["Business name", "exactly as it appears on your sign, website or registration."],
  ["Street address", "including city, state and ZIP code, or the area you serve if customers do not visit you."],
  ["Phone number", "the one customers should call."],
  ["Opening hours", "for each day of the week, including days you are closed and any lunch break."],
  ["Category", "what kind of business it is, such as Italian restaurant, dentist or auto repair."],
  ["Website", "if you have one, and optionally a short description of what you offer."],
  [
    "A way to verify ownership",
    "for example, write from an e-mail address at your business's website domain, or tell us when we can call you on the listed business phone number.",
  ],
];

const steps = [
  {
    icon: ClipboardList,
    title: "Gather your details",
    text: "Use the checklist below so we have everything we need in one message.",
  },
  { icon: Send, title: "Send us an e-mail", text: "One e-mail per business. Corrections can list only what changed." },
  {
    icon: BadgeCheck,
    title: "We check and confirm",
    text: "We confirm that you own or manage the business.",
    promise: true,
  },
  {
    icon: Mail,
    title: "Your listing goes live",
    text: "We publish or update the listing and let you know by e-mail when it is done.",
  },
];

export function AddBusinessPage() {
  const siteName = useSiteName();
  return (
    <>
      <Seo {...staticMeta(paths.addBusiness, siteName)} path={paths.addBusiness} />
      <PageShell
        title="Add or update your business"
        intro={
          <p>
            Listing your business on {siteName} is free. To add a new business or correct an existing listing, <EmailUs subject="Add or update a business" />{" "}
            with the details below and we will take care of the rest.
          </p>
        }
      >
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-semibold text-slate-900">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2">
            {steps.map(({ icon: Icon, title, text, promise }, index) => (
              <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="text-brand-700">Step {index + 1}:</span> {title}
                  </h3>
                  <p className="mt-1 leading-7 text-slate-700">
                    {text}
                    {promise && <ReplyPromise />}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <ContentSection id="checklist" title="What to include in your e-mail">
          <ul className="space-y-3">
            {details.map(([label, text]) => (
              <li key={label} className="flex gap-3">
                <BadgeCheck aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>
                  <strong className="text-slate-900">{label}</strong>: {text}
                </span>
              </li>
            ))}
          </ul>
          <p>
            Correcting a listing that is already on {siteName}? Include a link to its page and tell us only what should change. You can also ask us to remove a
            listing for a business you own.
          </p>
        </ContentSection>

        <ContentSection id="next" title="What happens next">
          <p>
            A person reads every request.
            <ReplyPromise /> We ask for anything that is missing and confirm that you are entitled to make changes to the listing. This protects you: nobody
            else can change your phone number or hours without the same check.
          </p>
          <p>
            Once everything is confirmed we publish the listing, or apply your changes, and let you know. Listings whose ownership has been confirmed can show a
            Verified badge.
          </p>
        </ContentSection>

        <ContentSection id="free" title="Listing is free">
          <BulletList>
            <li>There is no charge to be listed, to update your details or to have a listing removed.</li>
            <li>You do not need to buy advertising to be listed, and advertising does not change your position.</li>
            <li>
              If you would like to promote your business as well, see{" "}
              <Link href={paths.advertise} className={textLinkClass}>
                advertising on {siteName}
              </Link>
              .
            </li>
          </BulletList>
        </ContentSection>

        <ContentSection id="form" title="Or add your business with the form">
          <p>
            No account is needed. A person checks every business sent here before it appears, exactly as with an e-mail; your e-mail address is only for the
            editor, to ask about anything unclear. To correct a listing that is already here, use &ldquo;Suggest an edit&rdquo; on its page.
          </p>
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the form…</p>}>
            <SubmissionForm />
          </Suspense>
        </ContentSection>

        <ContactPanel id="send" title="Ready to send your details?" subject="Add or update a business">
          <p>Add your business name to the subject line so we can find your request quickly.</p>
        </ContactPanel>
      </PageShell>
    </>
  );
}
