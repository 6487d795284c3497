import { useState, type ReactNode } from "react";
import type { ImportJob } from "@shared/admin-api";
import { fullCount } from "@shared/format";
import { useImportJobErrors } from "../api/imports";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-900", focus: "focus-visible:outline-red-800" },
  notice: { box: "border-amber-200 bg-amber-50 text-slate-800", focus: "focus-visible:outline-amber-800" },
} as const;

interface JobDetailListProps<T> {
  job: ImportJob;
  title: string;
  /** How many there are in all; the job keeps the first ones. */
  total: number;
  tone: keyof typeof tones;
  /** The list, from the job as its own address answers it. */
  pick: (job: ImportJob) => T[];
  render: (item: T, index: number) => ReactNode;
  loading: string;
  failure: string;
}

/** A list only the job's own reading holds (the list of imports leaves it out), read when first opened. */
export function JobDetailList<T>({ job, title, total, tone, pick, render, loading, failure }: JobDetailListProps<T>) {
  const [open, setOpen] = useState(false);
  const read = useImportJobErrors(job.id, open);
  const items = read.data ? pick(read.data) : [];
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className={`rounded-lg border text-sm ${tones[tone].box}`}>
      <summary className={`cursor-pointer rounded-lg px-3 py-2 font-medium focus-visible:outline-2 ${tones[tone].focus}`}>{title}</summary>
      {open && read.isPending && <p className="px-3 pb-2">{loading}</p>}
      {open && read.isError && <p className="px-3 pb-2">{failure}</p>}
      {total > items.length && items.length > 0 && (
        <p className="px-3">
          Showing the first {fullCount(items.length)} of {fullCount(total)}.
        </p>
      )}
      {items.length > 0 && <ul className="max-h-64 space-y-1 overflow-y-auto px-3 py-2">{items.map(render)}</ul>}
    </details>
  );
}
