import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useSite } from "../../api/site";
import { textLinkClass } from "./styles";

function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The configured contact e-mail, or null while it is loading or when none is configured. */
function useContactEmail(): string | null {
  return useSite().data?.contactEmail ?? null;
}

/**
 * Whether visitors can reach the site at all: an e-mail address or a phone number is configured.
 * Undefined while the site's settings load, so nothing is promised or denied before they arrive.
 */
function useCanBeReached(): boolean | undefined {
  const site = useSite().data;
  return site && Boolean(site.contactEmail || site.contactPhone);
}

/** " We reply within 24 hours on business days.", only where there is a way to write or call. */
export function ReplyPromise({ verb = "reply" }: { verb?: "reply" | "respond" }) {
  return useCanBeReached() ? ` We ${verb} within 24 hours on business days.` : null;
}

interface ContactEmailProps {
  /** Pre-fills the subject line of the visitor's e-mail. */
  subject?: string;
}

/** The contact address as a mailto link; without one, a link to the Contact page. */
export function ContactEmail({ subject }: ContactEmailProps) {
  const email = useContactEmail();
  if (email) {
    return (
      <a href={mailtoHref(email, subject)} className={`${textLinkClass} break-words`}>
        {email}
      </a>
    );
  }
  return (
    <Link href={paths.contact} className={textLinkClass}>
      the Contact page
    </Link>
  );
}

interface EmailUsProps extends ContactEmailProps {
  /** Start with a capital letter, for use at the beginning of a sentence. */
  capitalize?: boolean;
}

/**
 * The phrase "e-mail us at {address}"; "reach us through the Contact page" when only a phone number is
 * configured; and with neither, a plain "contact us (no contact address is published yet)" that sends
 * nobody to a page without one. Sentences read naturally in each case.
 */
export function EmailUs({ subject, capitalize }: EmailUsProps) {
  const email = useContactEmail();
  const reachable = useCanBeReached();
  const phrase = (text: string) => (capitalize ? text[0]?.toUpperCase() + text.slice(1) : text);
  if (!email && reachable === false) return <>{phrase("contact us (no contact address is published yet)")}</>;
  return (
    <>
      {phrase(email ? "e-mail us at" : "reach us through")} <ContactEmail subject={subject} />
    </>
  );
}
