import type { ReactNode } from "react";
import type { TrashItem } from "@shared/admin-api";
import { businessPath } from "@shared/paths";
import { timeAgo } from "../format-time";

export interface TrashTableProps {
  items: TrashItem[] | undefined;
  loading: boolean;
  error?: string;
  refreshing?: boolean;
  /** With a search, an empty trash page says that nothing matches rather than that the trash is empty. */
  searching: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
}

const columns = ["Business", "Category", "Location", "Deleted", "Removed for good"];
const cell = "px-4 py-3 align-middle";
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function MessageRow({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <tr className="border-t border-slate-200">
      <td colSpan={columns.length + 1} className="px-4 py-12 text-center" role={alert ? "alert" : undefined}>
        {children}
      </td>
    </tr>
  );
}

function Row({ item, checked, onSelect }: { item: TrashItem; checked: boolean; onSelect: TrashTableProps["onSelect"] }) {
  return (
    <tr className="border-t border-slate-200">
      <td className={`${cell} w-10`}>
        <input
          type="checkbox"
          aria-label={`Select ${item.name}`}
          checked={checked}
          onChange={(e) => onSelect([item.id], e.target.checked)}
          className="size-4 accent-brand-600"
        />
      </td>
      <td className={cell}>
        <div className="font-medium text-slate-900">{item.name}</div>
        <div className="text-xs text-slate-600">{businessPath(item)}</div>
      </td>
      <td className={`${cell} text-slate-700`}>{item.category ?? "—"}</td>
      <td className={`${cell} text-slate-700`}>{[item.city, item.state].filter(Boolean).join(", ") || "—"}</td>
      <td className={`${cell} whitespace-nowrap text-slate-700`}>
        <time dateTime={item.deletedAt}>{timeAgo(item.deletedAt)}</time>
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-700`}>
        <time dateTime={item.purgeAt}>{dateFormat.format(new Date(item.purgeAt))}</time>
      </td>
    </tr>
  );
}

/** Deleted businesses, each with a box to choose it for a restore; the head's box chooses the whole page. */
export function TrashTable({ items, loading, error, refreshing = false, searching, selected, onSelect }: TrashTableProps) {
  let body: ReactNode;
  if (error !== undefined) {
    body = (
      <MessageRow alert>
        <p className="font-semibold text-red-800">Failed to load the trash</p>
        <p className="mt-1 text-sm text-slate-700">{error}</p>
      </MessageRow>
    );
  } else if (loading || !items) {
    body = <MessageRow>Loading…</MessageRow>;
  } else if (items.length === 0) {
    body = <MessageRow>{searching ? "Nothing in the trash matches this search." : "The trash is empty."}</MessageRow>;
  } else {
    body = items.map((item) => <Row key={item.id} item={item} checked={selected.has(item.id)} onSelect={onSelect} />);
  }
  const pageIds = items?.map((i) => i.id) ?? [];
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={loading || refreshing}>
        <caption className="sr-only">Deleted businesses</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label="Select every business on this page"
                checked={allChosen}
                disabled={pageIds.length === 0}
                onChange={(e) => onSelect(pageIds, e.target.checked)}
                className="size-4 accent-brand-600"
              />
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={refreshing ? "opacity-60 transition-opacity" : undefined}>{body}</tbody>
      </table>
    </div>
  );
}
