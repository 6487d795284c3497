import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { EmailUs, ReplyPromise } from "./contact-email";

interface ContactPanelProps {
  id: string;
  title: string;
  /** Sentences before the e-mail invitation. */
  children?: ReactNode;
  subject?: string;
}

/** A highlighted closing section inviting the visitor to write; works with or without a configured address. */
export function ContactPanel({ id, title, children, subject }: ContactPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 sm:inline-flex">
          <Mail aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 space-y-3 leading-7 text-slate-700">
          <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
            {title}
          </h2>
          {children}
          <p>
            <EmailUs capitalize subject={subject} />.
            <ReplyPromise />
          </p>
        </div>
      </div>
    </section>
  );
}
