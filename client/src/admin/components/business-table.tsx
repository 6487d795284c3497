import { BadgeCheck, Clock, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Business } from "@shared/api";
import { Button } from "../../components/ui/button";
import { fullCount } from "@shared/format";

type RowAction = (business: Business, trigger: HTMLElement) => void;

export interface BusinessTableProps {
  businesses: Business[] | undefined;
  /** The first load: placeholder rows of the same height keep the layout still. */
  loading: boolean;
  /** The message of a failed load, shown in place of the rows. */
  error?: string;
  /** A newer page or filter is loading while the previous rows stay visible. */
  refreshing?: boolean;
  onEdit: RowAction;
  onDelete: RowAction;
}

const columns = ["Business", "Category", "Location", "Rating", "Status", "Actions"];
/** The actions stay in view while a narrow screen scrolls the table sideways. */
const stickyEnd = "sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)]";
const cell = "px-4 py-3 align-middle";
const skeletonRows = 10;

function StatusBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <BadgeCheck aria-hidden className="size-3.5" /> Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Clock aria-hidden className="size-3.5" /> Pending
    </span>
  );
}

function ratingText(business: Business): string {
  const reviews = `${fullCount(business.reviewCount)} ${business.reviewCount === 1 ? "review" : "reviews"}`;
  return business.rating === null ? `No rating (${reviews})` : `${business.rating.toFixed(1)} (${reviews})`;
}

function Row({ business, onEdit, onDelete }: { business: Business; onEdit: RowAction; onDelete: RowAction }) {
  const location = [business.city, business.state].filter(Boolean).join(", ");
  return (
    <tr className="border-t border-slate-200">
      <td className={cell}>
        <div className="font-medium text-slate-900">{business.name}</div>
        <div className="text-sm whitespace-nowrap text-slate-600">{business.phone ?? "No phone"}</div>
      </td>
      <td className={`${cell} text-slate-700`}>{business.category}</td>
      <td className={`${cell} text-slate-700`}>{location || "—"}</td>
      <td className={`${cell} whitespace-nowrap text-slate-700`}>{ratingText(business)}</td>
      <td className={cell}>
        <StatusBadge verified={business.isVerified} />
      </td>
      <td className={`${cell} whitespace-nowrap ${stickyEnd} bg-white`}>
        <Button variant="quiet" size="sm" aria-label={`Edit ${business.name}`} onClick={(e) => onEdit(business, e.currentTarget)}>
          <Pencil aria-hidden className="size-4" /> Edit
        </Button>
        <Button variant="quietDanger" size="sm" aria-label={`Delete ${business.name}`} onClick={(e) => onDelete(business, e.currentTarget)} className="ml-1">
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      </td>
    </tr>
  );
}

function SkeletonRow() {
  // Two 20 px lines, as tall as a real row's name and phone.
  const bar = "my-0.5 h-4 animate-pulse rounded bg-slate-200";
  return (
    <tr className="border-t border-slate-200" aria-hidden>
      <td className={cell}>
        <div className={`${bar} w-40`} />
        <div className={`${bar} w-24`} />
      </td>
      {[24, 28, 24, 16, 28].map((width, i) => (
        <td key={i} className={cell}>
          <div className={bar} style={{ width: `${width * 4}px` }} />
        </td>
      ))}
    </tr>
  );
}

function MessageRow({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <tr className="border-t border-slate-200">
      <td colSpan={columns.length} className="px-4 py-12 text-center" role={alert ? "alert" : undefined}>
        {children}
      </td>
    </tr>
  );
}

/** The management table; it scrolls sideways inside its own box on narrow screens. */
export function BusinessTable({ businesses, loading, error, refreshing = false, onEdit, onDelete }: BusinessTableProps) {
  let body: ReactNode;
  if (error !== undefined) {
    body = (
      <MessageRow alert>
        <p className="font-semibold text-red-800">Failed to fetch businesses</p>
        <p className="mt-1 text-sm text-slate-700">{error}</p>
      </MessageRow>
    );
  } else if (loading || !businesses) {
    body = Array.from({ length: skeletonRows }, (_, i) => <SkeletonRow key={i} />);
  } else if (businesses.length === 0) {
    body = (
      <MessageRow>
        <p className="font-semibold text-slate-900">No businesses found</p>
        <p className="mt-1 text-sm text-slate-600">Try another search or filter.</p>
      </MessageRow>
    );
  } else {
    body = businesses.map((b) => <Row key={b.id} business={b} onEdit={onEdit} onDelete={onDelete} />);
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-left text-sm" aria-busy={loading || refreshing}>
        <caption className="sr-only">Businesses</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={c === "Actions" ? `px-4 py-3 ${stickyEnd} bg-slate-50` : "px-4 py-3"}>
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
