import { useQueries } from "@tanstack/react-query";
import { businessDetailQuery } from "./businesses";

/** The current data of each saved business, one detail request each (the detail page's cache entries). */
export function useSavedBusinesses(slugs: string[]) {
  return useQueries({ queries: slugs.map((slug) => businessDetailQuery({ slug })) });
}
