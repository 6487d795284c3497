import { Loader2, Sparkles } from "lucide-react";
import { useState } from "react";
import { serverMessage } from "../../api/api-client";
import { useGenerateSeo } from "../api/admin-data";
import { toast } from "../toast-store";

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** Writes SEO texts for businesses that have none; shows a busy state and the last outcome. */
export function SeoPanel() {
  const generate = useGenerateSeo();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = () =>
    generate.mutate(undefined, {
      onSuccess: (result) => {
        setOutcome({ ok: true, message: result.message });
        toast({ title: "SEO Content Generated", description: result.message });
      },
      onError: (error) => {
        setOutcome({ ok: false, message: serverMessage(error, "Failed to generate SEO content") });
        toast({ title: "SEO Generation failed", description: "Failed to generate SEO content", variant: "destructive" });
      },
    });

  return (
    <section aria-labelledby="seo-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="seo-heading" className="text-lg font-semibold text-slate-900">
        SEO content
      </h2>
      <p className="mt-2 text-slate-700">
        Writes a search title, description and about text for every business that has none yet. Businesses that already have SEO content are left as they are.
      </p>
      <button
        type="button"
        onClick={run}
        disabled={generate.isPending}
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {generate.isPending ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <Sparkles aria-hidden className="size-4" />}
        {generate.isPending ? "Generating…" : "Generate SEO content"}
      </button>
      <p role="status" className={`mt-3 min-h-6 text-sm ${outcome?.ok === false ? "text-red-700" : "text-slate-700"}`}>
        {outcome && (outcome.ok ? `Last run: ${outcome.message}` : `Last run failed: ${outcome.message}`)}
      </p>
    </section>
  );
}
