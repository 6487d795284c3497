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
 * The phrase "e-mail us at {address}", or "write to us through the Contact page" when no address is
 * configured, so sentences read naturally either way.
 */
export function EmailUs({ subject, capitalize }: EmailUsProps) {
  const email = useContactEmail();
  const verb = email ? "e-mail us at" : "write to us through";
  return (
    <>
      {capitalize ? verb[0]?.toUpperCase() + verb.slice(1) : verb} <ContactEmail subject={subject} />
    </>
  );
}
