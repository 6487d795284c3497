import { useId, useState } from "react";
import { suggestionKinds, suggestionStatuses, type SuggestionKind, type SuggestionStatus } from "@shared/suggestions";
import { serverMessage } from "../../api/api-client";
import { Label, Select } from "../../components/ui/input";
import { suggestionsPageSize, useDecideSuggestion, useSuggestions, type SuggestionFilter } from "../api/suggestions";
import { AdminPager } from "../components/admin-pager";
import { SuggestionCard } from "../components/suggestion-card";
import { toast } from "../toast-store";

const kindOptions: Record<SuggestionKind, string> = { edit: "Edits", closed: "Closed", moved: "Moved", submission: "New businesses" };
const statusOptions: Record<SuggestionStatus, string> = { open: "Open", accepted: "Accepted", rejected: "Rejected" };
/** The queue reads at most 10,000 items deep (shared/suggestions.ts offset). */
const maxPages = 10_000 / suggestionsPageSize + 1;
const emptyText: Record<SuggestionStatus, string> = {
  open: "Nothing waits for a decision: visitors' suggestions and owners' new businesses will appear here.",
  accepted: "No item has been accepted yet.",
  rejected: "No item has been rejected yet.",
};

/** The queue of what visitors and owners sent: filtered, paged, each item accepted or rejected. */
export function SuggestionsTab() {
  const id = useId();
  const [filter, setFilter] = useState<SuggestionFilter>({ status: "open", page: 1 });
  const list = useSuggestions(filter);
  const decide = useDecideSuggestion();

  const run = async (itemId: number, decision: "accept" | "reject") => {
    try {
      const result = await decide.mutateAsync({ id: itemId, decision });
      toast({ title: decision === "accept" ? "Accepted" : "Rejected", description: result.message });
    } catch (error) {
      toast({
        title: decision === "accept" ? "Not accepted" : "Not rejected",
        description: serverMessage(error, "The decision could not be saved"),
        variant: "destructive",
      });
    }
  };

  const data = list.data;
  const totalCount = data?.totalCount ?? 0;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          Suggestions
        </h2>
        <p className="mt-1 text-slate-700">
          Corrections and reports from visitors, and new businesses from their owners. Nothing here is public until you accept it; an accepted change can be
          reverted from the business&apos;s history.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <div>
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as SuggestionStatus, page: 1 }))}
            className="mt-1"
          >
            {suggestionStatuses.map((status) => (
              <option key={status} value={status}>
                {statusOptions[status]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-kind`}>Kind</Label>
          <Select
            id={`${id}-kind`}
            value={filter.kind ?? ""}
            onChange={(e) => setFilter((f) => ({ ...f, kind: (e.target.value || undefined) as SuggestionKind | undefined, page: 1 }))}
            className="mt-1"
          >
            <option value="">All</option>
            {suggestionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindOptions[kind]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {list.isPending && <p className="text-slate-600">Loading…</p>}
      {list.isError && (
        <p role="alert" className="text-red-700">
          {serverMessage(list.error, "The suggestions could not be loaded")}
        </p>
      )}
      {data?.items.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{emptyText[filter.status]}</p>}
      {data && data.items.length > 0 && (
        <ul aria-label="Suggestions" aria-busy={list.isPlaceholderData} className="space-y-3">
          {data.items.map((item) => (
            <li key={item.id}>
              <SuggestionCard item={item} busy={decide.isPending && decide.variables.id === item.id} onDecide={(decision) => void run(item.id, decision)} />
            </li>
          ))}
        </ul>
      )}
      {data && totalCount > suggestionsPageSize && (
        <AdminPager
          page={filter.page}
          pageSize={suggestionsPageSize}
          totals={{ totalCount, totalPages: Math.min(Math.ceil(totalCount / suggestionsPageSize), maxPages), totalExact: true }}
          noun={["item", "items"]}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      )}
    </section>
  );
}
