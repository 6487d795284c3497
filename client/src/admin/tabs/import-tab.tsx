import { useState } from "react";
import type { ImportJob } from "@shared/admin-api";
import { DangerZone } from "../components/danger-zone";
import { ExistingRowsChoice } from "../components/existing-rows-choice";
import { FileDrop } from "../components/file-drop";
import { FormatGuide } from "../components/format-guide";
import { SeoPanel } from "../components/seo-panel";
import { UploadList } from "../components/upload-list";
import { useImportJobs } from "../components/use-import-jobs";
import { useUploadQueue } from "../components/use-upload-queue";

/** Import spreadsheets (watched as jobs), generate SEO content, and the Danger Zone. */
export function ImportTab() {
  const uploads = useUploadQueue();
  const [existing, setExisting] = useState<ImportJob["existing"]>("skip");
  const { list, jobs, announcement } = useImportJobs();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="import-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
            Import businesses
          </h2>
          <p className="mt-2 mb-4 text-slate-700">
            Upload one or more spreadsheets. Each file is imported on its own, one after another; you can follow, cancel or undo each import here, and leave
            this page once a file has been sent.
          </p>
          <ExistingRowsChoice value={existing} onChange={setExisting} />
          <FileDrop onFiles={(files) => uploads.add(files, existing)} />
          <UploadList uploads={uploads.items} onDismiss={uploads.dismiss} list={list} jobs={jobs} announcement={announcement} />
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
