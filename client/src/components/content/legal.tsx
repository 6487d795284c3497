import { EmailUs, ReplyPromise } from "./contact-email";
import { ContentSection } from "./page-shell";

/** Both legal pages carry this date, exactly as written. */
export const legalLastUpdated = "January 28, 2025";

/** The closing section of a legal page, with the support e-mail. */
export function LegalContact({ topic, subject }: { topic: string; subject: string }) {
  return (
    <ContentSection id="contact" title="Contact">
      <p>
        Questions about {topic}? <EmailUs capitalize subject={subject} />.
        <ReplyPromise verb="respond" />
      </p>
    </ContentSection>
  );
}
