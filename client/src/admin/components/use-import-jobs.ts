import { hashKey, useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ImportJob, ImportStatus } from "@shared/admin-api";
import { countOf, fullCount } from "@shared/format";
import { isNotFound } from "../../api/api-client";
import type { ImportJobList } from "@shared/admin-api";
import { importJobQuery, isActive, pollMs, useImportList } from "../api/imports";
import { invalidateDirectory } from "../api/invalidate";
import { importJobQueryKey, importsQueryKey } from "../api/keys";
import { unwatchImport, watchedImports } from "../api/watched-imports";
import { toast } from "../toast-store";
import { refreshLine } from "./refresh-summary";

/** Imported, duplicates and errors (a refresh: its line of new, updated, unchanged and kept rows), as the toast and the announcement say them. */
function importSummary(job: ImportJob): string {
  if (job.existing === "update") return refreshLine(job);
  return `${fullCount(job.imported)} imported, ${countOf(job.duplicatesSkipped, "duplicate")} skipped, ${countOf(job.totalErrors, "error")}`;
}

/** What is announced when a job reaches a status (done again after an undo: its businesses were restored). */
function statusNews(job: ImportJob, before: ImportStatus | undefined): string {
  const news: Record<ImportStatus, string> = {
    queued: "waiting to start",
    reading: "reading",
    writing: "writing",
    done: before === "undone" ? "its businesses are back from the trash" : `import finished: ${importSummary(job)}`,
    failed: `import failed${job.message ? `: ${job.message}` : ""}`,
    cancelled: "import cancelled",
    undone: "import undone",
  };
  return `${job.fileName}: ${news[job.status]}`;
}

function toastEnd(job: ImportJob) {
  // A file of businesses already listed (or of bad rows) ends "done" with none added: not a completed import to the operator.
  if (job.status === "done")
    toast({ title: job.imported === 0 && job.updated === 0 ? "Nothing imported" : "Import Completed", description: `${job.fileName}: ${importSummary(job)}` });
  if (job.status === "failed")
    toast({ title: "Import failed", description: `${job.fileName}: ${job.message ?? "it could not be imported"}`, variant: "destructive" });
  if (job.status === "cancelled") toast({ title: "Import cancelled", description: `${job.fileName}: ${job.message ?? "nothing was imported"}` });
}

/**
 * The recent imports, with every job under way read again about once a second
 * until it ends. A job that ends is toasted, the list is read again (the next
 * queued job starts), and after a finished import every screen showing businesses
 * reloads. Each status change is returned as a sentence for a polite live region.
 */
export function useImportJobs() {
  const queryClient = useQueryClient();
  const list = useImportList();
  const jobs = list.data?.imports ?? [];
  // Jobs this browser started and has not seen end, until the list (or their own reading) says how they stand.
  const [resumed] = useState(watchedImports);
  const watched = [
    ...jobs.filter((job) => isActive(job.status)),
    ...resumed.filter((id) => !jobs.some((job) => job.id === id)).map((id) => ({ id, status: "queued" as const })),
  ];

  useQueries({
    queries: watched.map((job) => ({
      ...importJobQuery(queryClient, job.id),
      staleTime: 0,
      refetchInterval: (query: { state: { data?: ImportJob; error: unknown } }) => {
        const status = query.state.data?.status ?? job.status;
        if (!isActive(status)) return false;
        if (query.state.error) return isNotFound(query.state.error) ? false : pollMs.unreachable;
        return status === "queued" ? pollMs.queued : pollMs.running;
      },
    })),
  });

  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const listHash = hashKey(importsQueryKey);
    // The jobs of the first list are where things stand, not news; a job seen later is.
    const seen = new Map<number, ImportStatus>();
    let listed = false;
    const look = (data: ImportJobList | undefined, report: boolean) => {
      if (!data) return;
      const news: string[] = [];
      const ended: ImportJob[] = [];
      for (const job of data.imports) {
        const before = seen.get(job.id);
        seen.set(job.id, job.status);
        if (!isActive(job.status)) unwatchImport(job.id);
        if (before === job.status || !report || (before === undefined && !listed)) continue;
        news.push(statusNews(job, before));
        if (before !== undefined && isActive(before) && !isActive(job.status)) ended.push(job);
      }
      listed = true;
      if (news.length > 0) setAnnouncement(news.join(". "));
      if (ended.length === 0) return;
      ended.forEach(toastEnd);
      void queryClient.invalidateQueries({ queryKey: importsQueryKey });
      for (const job of data.imports) if (isActive(job.status)) void queryClient.invalidateQueries({ queryKey: importJobQueryKey(job.id) });
      if (ended.some((job) => job.status === "done")) void invalidateDirectory(queryClient);
    };
    look(queryClient.getQueryData<ImportJobList>(importsQueryKey), false);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.query.queryHash === listHash) look(event.query.state.data as ImportJobList | undefined, true);
    });
  }, [queryClient]);

  return { list, jobs, announcement };
}
