import { BadgeCheck } from "lucide-react";

/** Shown only on verified businesses. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      <BadgeCheck aria-hidden className="size-3.5" />
      Verified
    </span>
  );
}
