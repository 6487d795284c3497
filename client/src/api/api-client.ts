import type { z } from "zod";

/** Spec section 8: any non-success response becomes an Error reading "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
  }
  return response;
}

/** GET a JSON resource and check it against its shared contract. */
export async function getJson<T extends z.ZodType>(url: string, schema: T): Promise<z.output<T>> {
  const response = await apiRequest("GET", url);
  return schema.parse(await response.json());
}
