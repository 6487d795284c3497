import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { buttonLinkClass } from "../content/styles";
import { Seo } from "../seo";

/** A centred heading, a message and one button: the page in front of the visitor failed, not the site around it. */
function FailureMessage({ title, children, button, headingLevel = 1 }: { title: string; children: ReactNode; button: ReactNode; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Heading className="text-2xl font-bold text-slate-900">{title}</Heading>
      <div className="mt-3 text-slate-600">{children}</div>
      <div className="mt-6">{button}</div>
    </div>
  );
}

interface LoadErrorViewProps {
  title: string;
  query: { refetch: () => unknown; isFetching: boolean };
  /**
   * The failed part of a page that stays (Browse keeps its heading and filters, to change the search):
   * an h2, and the page keeps its own head.
   */
  inPage?: boolean;
}

/**
 * A page whose data could not be fetched right now (the API down or busy, the
 * connection lost). Unlike "not found" it says nothing is gone, and offers to ask again.
 */
export function LoadErrorView({ title, query, inPage = false }: LoadErrorViewProps) {
  const [path] = useLocation();
  return (
    <>
      {!inPage && <Seo title={title} description={`${title} right now.`} path={path} noindex />}
      <FailureMessage
        title={title}
        headingLevel={inPage ? 2 : 1}
        button={
          <button type="button" className={`${buttonLinkClass} disabled:opacity-70`} disabled={query.isFetching} onClick={() => void query.refetch()}>
            {query.isFetching ? "Trying again…" : "Try again"}
          </button>
        }
      >
        It could not be loaded right now. This is usually brief: please try again in a moment.
      </FailureMessage>
    </>
  );
}
