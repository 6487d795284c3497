import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { listViewPath, type ListView } from "@shared/paths";
import { mapAreaFilter } from "../../lib/active-filters";
import { FilterChip } from "../browse/filter-chip";
import { CountLine } from "../business/count-line";
import { MapLayout, MapToggle } from "./map-layout";
import { ResultsMap } from "./results-map";

/**
 * A town's or a category's list with its map: the count and the Map button, "In the map area"
 * once an area is searched, and the list beside (or, on a phone, in place of) the map.
 */
export function ListWithMap({
  path,
  view,
  listUrl,
  total,
  countText,
  children,
}: {
  /** The list's page without its query. */
  path: string;
  view: ListView;
  /** Its first page's API URL, which the map asks for in batches. */
  listUrl: string;
  total: number | undefined;
  countText: string | undefined;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const at = (changes: Partial<ListView>) => listViewPath(path, { ...view, ...changes });
  const area = view.bbox ? mapAreaFilter(at({ bbox: undefined, page: 1 })) : undefined;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <CountLine text={countText} />
        <MapToggle open={Boolean(view.map)} href={at({ map: !view.map || undefined })} />
      </div>
      {area && (
        <ul aria-label="Active filters" className="mt-4 flex flex-wrap gap-2">
          <FilterChip text={area.text} removeLabel={area.removeLabel} onRemove={() => navigate(area.without)} />
        </ul>
      )}
      <div className="mt-8">
        <MapLayout
          open={Boolean(view.map)}
          listHref={at({ map: undefined })}
          map={<ResultsMap listUrl={listUrl} total={total} shape="page" area={view.bbox} onSearchArea={(bbox) => navigate(at({ bbox, page: 1 }))} />}
        >
          {children}
        </MapLayout>
      </div>
    </>
  );
}
