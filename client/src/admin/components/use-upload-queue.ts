import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@shared/admin-api";
import { useSyncExternalStore } from "react";
import { ApiError, serverMessage } from "../../api/api-client";
import { uploadSpreadsheet } from "../api/files";
import { rememberJob, startedJob } from "../api/imports";
import { watchImport } from "../api/watched-imports";
import { toast } from "../toast-store";

export type UploadStatus = "waiting" | "sending" | "failed";

/** A file on its way to the server; once there it is an import job, shown from the server's answers. */
export interface UploadItem {
  id: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 1: how much of the file has reached the server. */
  progress: number;
  /** What its import does with businesses already listed, as chosen when the file was added. */
  existing: ImportJob["existing"];
  error?: string;
}

/** Why an upload failed: the server's own words, or a fallback: "Failed to import Excel file" when it gave none, "Upload failed" when it was not reached. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError ? serverMessage(error, "Failed to import Excel file") : "Upload failed";
}

/**
 * Files wait here and go up one at a time, each with its own progress; the server
 * queues the jobs and runs them one after another. The queue belongs to the query
 * client, not to the tab, so a file keeps going up (and showing) when the operator
 * switches tabs. The server judges each file by its content, so nothing is filtered here.
 */
class UploadQueue {
  private items: UploadItem[] = [];
  private readonly files = new Map<number, File>();
  private readonly listeners = new Set<() => void>();
  private running = false;
  private lastId = 0;

  constructor(private readonly queryClient: QueryClient) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.items;

  private set(items: UploadItem[]) {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }

  private update(id: number, changes: Partial<UploadItem>) {
    this.set(this.items.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }

  add = (files: File[], existing: ImportJob["existing"] = "skip") => {
    const added = files.map((file): UploadItem => ({ id: ++this.lastId, name: file.name, size: file.size, status: "waiting", progress: 0, existing }));
    added.forEach((item, index) => this.files.set(item.id, files[index] as File));
    this.set([...this.items, ...added]);
    void this.drain();
  };

  dismiss = (id: number) => this.set(this.items.filter((item) => item.id !== id));

  private async drain() {
    if (this.running) return;
    this.running = true;
    try {
      for (let next = this.items.find((i) => i.status === "waiting"); next; next = this.items.find((i) => i.status === "waiting")) {
        await this.send(next.id);
      }
    } finally {
      this.running = false;
    }
  }

  private async send(id: number) {
    const file = this.files.get(id);
    const existing = this.items.find((item) => item.id === id)?.existing ?? "skip";
    this.files.delete(id);
    if (!file) return;
    this.update(id, { status: "sending" });
    try {
      const { importId } = await uploadSpreadsheet(file, existing, (progress) => this.update(id, { progress }));
      watchImport(importId);
      rememberJob(this.queryClient, startedJob(importId, file.name, existing));
      this.dismiss(id);
    } catch (error) {
      const message = failureMessage(error);
      this.update(id, { status: "failed", error: message });
      toast({ title: "Import failed", description: message, variant: "destructive" });
    }
  }
}

const queues = new WeakMap<QueryClient, UploadQueue>();

function queueOf(queryClient: QueryClient): UploadQueue {
  let queue = queues.get(queryClient);
  if (!queue) {
    queue = new UploadQueue(queryClient);
    queues.set(queryClient, queue);
  }
  return queue;
}

/** The files of this visit not yet handed to the server, and how to add and dismiss them. */
export function useUploadQueue() {
  const queue = queueOf(useQueryClient());
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot);
  return { items, add: queue.add, dismiss: queue.dismiss };
}

/** Whether a file is still waiting or going up: leaving the page now would lose it. */
export function useUploadsUnsent(): boolean {
  return useUploadQueue().items.some((item) => item.status !== "failed");
}
