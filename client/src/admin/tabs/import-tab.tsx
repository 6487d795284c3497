import { DangerZone } from "../components/danger-zone";
import { FileDrop } from "../components/file-drop";
import { FormatGuide } from "../components/format-guide";
import { SeoPanel } from "../components/seo-panel";
import { UploadList } from "../components/upload-list";
import { useUploadQueue } from "../components/use-upload-queue";

/** Import spreadsheets, generate SEO content, and the Danger Zone. */
export function ImportTab() {
  const queue = useUploadQueue();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="import-heading" aria-busy={queue.busy} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
            Import businesses
          </h2>
          <p className="mt-2 mb-4 text-slate-700">
            Upload one or more spreadsheets. Each file is imported on its own, one after another, and gets its own result.
          </p>
          <FileDrop onFiles={queue.add} busy={queue.busy} />
          <UploadList items={queue.items} onClear={queue.clearFinished} busy={queue.busy} />
        </section>
        <FormatGuide />
      </div>
      <div className="min-w-0 space-y-6">
        <SeoPanel />
        <DangerZone />
      </div>
    </div>
  );
}
