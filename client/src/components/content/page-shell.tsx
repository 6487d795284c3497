import type { ReactNode } from "react";

interface PageShellProps {
  title: string;
  intro?: ReactNode;
  /** Small print under the intro, such as a "Last updated" date. */
  meta?: ReactNode;
  children: ReactNode;
}

/** The frame of a static page: its one h1, an introduction and the sections below. */
export function PageShell({ title, intro, meta, children }: PageShellProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro && <div className="mt-4 text-lg leading-8 text-slate-700">{intro}</div>}
        {meta && <p className="mt-4 text-sm text-slate-600">{meta}</p>}
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </article>
  );
}

interface ContentSectionProps {
  /** Used for the heading's id, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section of body copy (h2), labeled by its heading for assistive technology. */
export function ContentSection({ id, title, children }: ContentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** A bulleted list styled for body copy. */
export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{children}</ul>;
}
