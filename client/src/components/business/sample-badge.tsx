/** Generated sample listings say so wherever they appear: they are not real businesses. */
export function SampleBadge({ source }: { source: string }) {
  if (source !== "sample") return null;
  return (
    <span
      className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title="Generated sample data for demonstration, not a real business"
    >
      Sample listing
    </span>
  );
}
