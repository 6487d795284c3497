import type { ImportJob, ImportJobStarted } from "@shared/admin-api";
import { apiPaths, withQuery } from "@shared/api-paths";
import { ApiError, apiRequest } from "../../api/api-client";

/** The file name the server chose (Content-Disposition), else a sensible one. */
function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return plain?.[1] ?? fallback;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file from the API and saves it under the server's name; returns that name. */
export async function downloadFile(path: string, params: Record<string, string | undefined> = {}): Promise<string> {
  const response = await apiRequest("GET", withQuery(path, params));
  const name = fileNameFrom(response.headers.get("Content-Disposition"), "download.xlsx");
  saveBlob(await response.blob(), name);
  return name;
}

/**
 * Uploads one spreadsheet as an import job (`existing`: skip or update the businesses already listed) with XMLHttpRequest, the one browser API
 * that reports upload progress; the server answers with the job's id as soon as it
 * has the file. Its errors are ApiErrors like every other call's.
 */
export function uploadSpreadsheet(file: File, existing: ImportJob["existing"], onProgress: (fraction: number) => void): Promise<ImportJobStarted> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", withQuery(apiPaths.admin.import, { mode: "job", existing }));
    request.withCredentials = true;
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText || request.statusText));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as ImportJobStarted);
      } catch {
        reject(new ApiError(request.status, "the server's answer could not be read"));
      }
    };
    request.onerror = () => reject(new Error("Upload failed"));
    request.onabort = () => reject(new Error("Upload failed"));
    request.ontimeout = () => reject(new Error("Upload failed"));
    const form = new FormData();
    form.append("excelFile", file);
    request.send(form);
  });
}
