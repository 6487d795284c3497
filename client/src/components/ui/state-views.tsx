import type { ReactNode } from "react";
import { Link } from "wouter";
import { Seo } from "../seo";

/** A centred message with an optional link: used for not-found, empty and error states. */
export function MessageView({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: { label: string; href: string };
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <Heading className="text-2xl font-bold text-slate-900">{title}</Heading>
      {children && <div className="mt-3 text-slate-600">{children}</div>}
      {action && (
        <Link href={action.href} className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** A page whose subject does not exist: its own h1 and message, and noindex for crawlers. */
export function NotFoundView({
  title,
  description,
  path,
  action,
  children,
}: {
  title: string;
  description: string;
  path: string;
  action: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <>
      <Seo title={title} description={description} path={path} noindex />
      <MessageView headingLevel={1} title={title} action={action}>
        {children}
      </MessageView>
    </>
  );
}
