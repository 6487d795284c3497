import { defaultSiteName, useSite } from "../../api/site";

/** The configured site name, or the default before /api/site has answered. */
export function useSiteName(): string {
  return useSite().data?.siteName ?? defaultSiteName;
}
