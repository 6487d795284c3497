import type { UseQueryResult } from "@tanstack/react-query";
import { Bookmark as BookmarkIcon } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link } from "wouter";
import type { Business } from "@shared/api";
import { staticMeta } from "@shared/page-meta";
import { paths } from "@shared/paths";
import { isNotFound } from "../api/api-client";
import { useSavedBusinesses } from "../api/saved-businesses";
import { defaultSiteName, useSite } from "../api/site";
import { BusinessCard } from "../components/business/business-card";
import { Seo } from "../components/seo";
import { removeBookmark, useBookmarks, type Bookmark } from "../lib/bookmarks";

const removeClass = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50";

function RemoveButton({ bookmark }: { bookmark: Bookmark }) {
  return (
    <button type="button" onClick={() => removeBookmark(bookmark.slug)} className={removeClass} aria-label={`Remove ${bookmark.name} from saved`}>
      Remove
    </button>
  );
}

/** A saved business whose listing is not shown: gone from the directory, or not loaded just now. */
function MissingCard({ bookmark, children }: { bookmark: Bookmark; children: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
      <h2 className="text-lg leading-snug font-semibold text-slate-700">{bookmark.name}</h2>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
    </article>
  );
}

function SavedItem({ bookmark, result }: { bookmark: Bookmark; result: UseQueryResult<Business> }) {
  const { data, error, isPending, refetch } = result;
  let card: ReactNode;
  if (isPending) {
    card = <div className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white" aria-busy="true" aria-label={`Loading ${bookmark.name}`} />;
  } else if (data) {
    card = <BusinessCard business={data} headingLevel={2} />;
  } else if (isNotFound(error)) {
    card = <MissingCard bookmark={bookmark}>This business is no longer listed in the directory.</MissingCard>;
  } else {
    card = (
      <MissingCard bookmark={bookmark}>
        Its listing could not be loaded just now.{" "}
        <button type="button" onClick={() => void refetch()} className="font-medium text-brand-700 hover:underline">
          Try again
        </button>
      </MissingCard>
    );
  }
  return (
    <li className="flex flex-col gap-2">
      <div className="flex-1">{card}</div>
      <div>
        <RemoveButton bookmark={bookmark} />
      </div>
    </li>
  );
}

function EmptySaved() {
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center">
      <BookmarkIcon aria-hidden className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">Nothing saved yet</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Open a business and press <strong>Save</strong> under its name: it is listed here, with its current hours and phone number, for the next time you need
        it.
      </p>
      <Link href={paths.browse} className="mt-5 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        Browse Businesses
      </Link>
    </div>
  );
}

export function SavedPage() {
  const siteName = useSite().data?.siteName ?? defaultSiteName;
  const bookmarks = useBookmarks();
  const newestFirst = useMemo(() => [...bookmarks].reverse(), [bookmarks]);
  const results = useSavedBusinesses(newestFirst.map((b) => b.slug));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo {...staticMeta(paths.saved, siteName)} path={paths.saved} noindex />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Saved businesses</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Kept in this browser only: nothing is sent to us, and your other browsers and devices have their own list.
      </p>
      {newestFirst.length === 0 ? (
        <EmptySaved />
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {newestFirst.map((bookmark, i) => {
            const result = results[i];
            return result && <SavedItem key={bookmark.slug} bookmark={bookmark} result={result} />;
          })}
        </ul>
      )}
    </div>
  );
}
