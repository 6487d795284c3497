/** wouter decodes paths with decodeURI, which leaves "%26" (&), "%2F" (/) and the like encoded. */
export function routeParam(value: string | undefined): string {
  if (!value) return "";
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
