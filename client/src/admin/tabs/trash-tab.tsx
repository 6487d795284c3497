import { Search } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { trashKeepDays, type TrashRestoreResult } from "@shared/admin-api";
import { adminPageSize } from "@shared/constants";
import { serverMessage } from "../../api/api-client";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/input";
import { useTrash } from "../api/trash";
import { AdminPager } from "../components/admin-pager";
import { TrashTable } from "../components/trash-table";
import { useRestoreWithToast } from "../components/undo-delete";

const searchDelayMs = 300;
const conflictWords = { id: "its id", slug: "its page address (URL)", placeId: "its place id" } as const;

/** Those a restore left in the trash, until the next restore: a toast alone would be gone before the list was read. */
function NotRestored({ result }: { result: TrashRestoreResult }) {
  if (result.conflictCount === 0) return null;
  const more = result.conflictCount - result.conflicts.length;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 className="font-semibold">Not restored</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {result.conflicts.map((c) => (
          <li key={c.id}>
            {c.name}: {conflictWords[c.field]} is in use again by {c.takenBy}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2">And {more} more.</p>}
    </div>
  );
}

/** Deleted businesses, kept trashKeepDays days: search, pages, restore the chosen ones or all. */
export function TrashTab() {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState({ search: "", page: 1 });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [lastResult, setLastResult] = useState<TrashRestoreResult | null>(null);
  const list = useTrash(query);
  const restore = useRestoreWithToast();

  useEffect(() => {
    if (typed.trim() === query.search) return;
    const timer = setTimeout(() => setQuery({ search: typed.trim(), page: 1 }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, query.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: typed.trim(), page: 1 });
  };

  const select = (ids: number[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const one of ids) {
        if (chosen) next.add(one);
        else next.delete(one);
      }
      return next;
    });

  const run = async (request: { ids: number[] } | { all: true }) => {
    const result = await restore.run(request);
    setSelected(new Set());
    setLastResult(result ?? null);
  };

  const total = list.data?.totalCount ?? 0;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          Trash
        </h2>
        <p className="mt-1 text-slate-700">
          Deleted businesses stay here {trashKeepDays} days, then are removed for good. A restored business is back at its old address, unless another business
          has taken that address or its place id meanwhile.
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form role="search" onSubmit={submit} className="w-full max-w-sm">
          <Label htmlFor={`${id}-search`}>Search the trash</Label>
          <div className="relative mt-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <Input id={`${id}-search`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Name or address" className="pl-9" />
          </div>
        </form>
        <div className="flex gap-2">
          <Button variant="primary" disabled={selected.size === 0 || restore.isPending} onClick={() => void run({ ids: [...selected] })}>
            Restore selected{selected.size > 0 ? ` (${selected.size})` : ""}
          </Button>
          <Button disabled={total === 0 || restore.isPending} onClick={() => void run({ all: true })}>
            {restore.isPending ? "Restoring…" : "Restore all"}
          </Button>
        </div>
      </div>
      {lastResult && <NotRestored result={lastResult} />}
      <TrashTable
        items={list.data?.items}
        loading={list.isPending}
        error={list.isError ? serverMessage(list.error, list.error.message) : undefined}
        refreshing={list.isPlaceholderData}
        searching={query.search !== ""}
        selected={selected}
        onSelect={select}
      />
      {list.data && total > 0 && (
        <AdminPager
          page={query.page}
          pageSize={adminPageSize}
          totals={{ ...list.data, totalExact: true }}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
    </section>
  );
}
