import { Fragment } from "react";
import { Link } from "wouter";
import type { SearchInfo } from "@shared/api";
import { browsePath, type BrowseState } from "@shared/paths";
import { atPlace } from "../../lib/browse-state";

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** What the visitor typed when the server read it differently, e.g. a misspelling. */
export function typedInstead(state: BrowseState, search: SearchInfo): string | undefined {
  return search.corrections.length > 0 && state.q && search.query ? state.q : undefined;
}

/**
 * Above the results: how the words were read, when that differs from what was
 * typed (with no results, the empty view says it instead), and which of the
 * places of that name was meant.
 */
export function SearchNotes({ state, search, hasResults }: { state: BrowseState; search: SearchInfo; hasResults: boolean }) {
  const typed = hasResults ? typedInstead(state, search) : undefined;
  if (!typed && search.placeChoices.length === 0) return null;
  return (
    <div className="space-y-1 text-slate-700">
      {typed && (
        <p>
          Showing results for “<strong className="font-semibold text-slate-900">{search.query}</strong>” (you typed “{typed}”)
        </p>
      )}
      {search.placeChoices.length > 0 && (
        <p>
          Did you mean:{" "}
          {search.placeChoices.map((choice, index) => (
            <Fragment key={choice.location}>
              {index > 0 && <span aria-hidden> · </span>}
              <Link href={browsePath(atPlace(state, search, choice.location))} className={link}>
                {choice.label}
              </Link>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
