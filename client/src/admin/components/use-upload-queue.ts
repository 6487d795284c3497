import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { ImportResult } from "@shared/admin-api";
import { ApiError, serverMessage } from "../../api/api-client";
import { uploadSpreadsheet } from "../api/files";
import { invalidateDirectory } from "../api/invalidate";
import { toast } from "../toast-store";
import { fullCount } from "@shared/format";
import { useLeaveWarning } from "../../lib/use-leave-warning";

export type UploadStatus = "queued" | "uploading" | "done" | "failed";

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 1: how much of the file has reached the server. */
  progress: number;
  result?: ImportResult;
  error?: string;
}

const plural = (count: number, one: string, many: string) => `${fullCount(count)} ${count === 1 ? one : many}`;

/** The toast's summary: imported, duplicates and error counts. */
function importSummary(result: ImportResult): string {
  const { imported, duplicatesSkipped, totalErrors } = result.stats;
  return `${fullCount(imported)} imported, ${plural(duplicatesSkipped, "duplicate", "duplicates")} skipped, ${plural(totalErrors, "error", "errors")}`;
}

/** Why an upload failed: the server's own words, or a fallback: "Failed to import Excel file" when it gave none, "Upload failed" when it was not reached. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError ? serverMessage(error, "Failed to import Excel file") : "Upload failed";
}

/**
 * Files wait in a queue and go up one at a time, each with its own progress and
 * result. The server judges each file by its content, so nothing is filtered here.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<{ id: number; file: File }[]>([]);
  const running = useRef(false);
  const lastId = useRef(0);

  const update = useCallback((id: number, changes: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let job = waiting.current.shift(); job; job = waiting.current.shift()) {
        const { id, file } = job;
        update(id, { status: "uploading" });
        try {
          const result = await uploadSpreadsheet(file, (progress) => update(id, { progress }));
          update(id, { status: "done", progress: 1, result });
          toast({ title: "Import Completed", description: `${file.name}: ${importSummary(result)}` });
          void invalidateDirectory(queryClient);
        } catch (error) {
          const message = failureMessage(error);
          update(id, { status: "failed", error: message });
          toast({ title: "Import failed", description: message, variant: "destructive" });
        }
      }
    } finally {
      running.current = false;
    }
  }, [queryClient, update]);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const jobs = files.map((file) => ({ id: ++lastId.current, file }));
      setItems((list) => [...list, ...jobs.map(({ id, file }): UploadItem => ({ id, name: file.name, size: file.size, status: "queued", progress: 0 }))]);
      waiting.current.push(...jobs);
      void drain();
    },
    [drain],
  );

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((item) => item.status === "queued" || item.status === "uploading"));
  }, []);

  const busy = items.some((item) => item.status === "queued" || item.status === "uploading");
  // Leaving would cut the upload off, and its result would never be shown.
  useLeaveWarning(busy);
  return { items, add, busy, clearFinished };
}
