import { countOf } from "@shared/format";

/** What the map holds, at its foot: how much of the list it shows, or why it shows nothing yet. */
export function MapNotes({
  failed,
  loading,
  fetched,
  placed,
  total,
}: {
  failed: boolean;
  loading: boolean;
  fetched: number;
  placed: number;
  total: number | undefined;
}) {
  const notes: string[] = [];
  if (failed) notes.push("The map could not be loaded. The list has every result.");
  else if (loading) notes.push("Loading the map…");
  else {
    if (total !== undefined && total > fetched)
      notes.push(`Showing the first ${fetched.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} on the map.`);
    if (placed < fetched)
      notes.push(`${countOf(fetched - placed, "business", "businesses")} without a location ${fetched - placed === 1 ? "is" : "are"} not on the map.`);
  }
  if (notes.length === 0) return null;
  return (
    <p role="status" className="absolute bottom-2 left-2 z-10 max-w-[calc(100%-4rem)] rounded bg-white/95 px-2 py-1 text-xs text-slate-700 shadow">
      {notes.join(" ")}
    </p>
  );
}
