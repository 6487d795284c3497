import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { buttonLinkClass } from "../content/styles";
import { Seo } from "../seo";

/** A centred h1, a message and one button: the page in front of the visitor failed, not the site around it. */
function FailureMessage({ title, children, button }: { title: string; children: ReactNode; button: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-3 text-slate-600">{children}</div>
      <div className="mt-6">{button}</div>
    </div>
  );
}

/**
 * A page whose data could not be fetched right now (the API down or busy, the
 * connection lost). Unlike "not found" it says nothing is gone, and offers to ask again.
 */
export function LoadErrorView({ title, query }: { title: string; query: { refetch: () => unknown; isFetching: boolean } }) {
  const [path] = useLocation();
  return (
    <>
      <Seo title={title} description={`${title} right now.`} path={path} noindex />
      <FailureMessage
        title={title}
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
