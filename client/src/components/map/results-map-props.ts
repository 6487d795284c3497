import type { MapBusiness } from "../../api/map";

/** What the map's own chunk is given. */
export interface ResultsMapViewProps {
  /** The basemap's style; undefined until known. */
  styleUrl: string | undefined;
  styleFailed: boolean;
  /** The list's businesses with a point, and how many of the list were read; undefined until they arrive. */
  markers: { businesses: MapBusiness[]; fetched: number } | undefined;
  /** How many the list has, once known. */
  total: number | undefined;
  /** The map area searched, as the page's URL has it. */
  area: string | undefined;
  onSearchArea: (bbox: string) => void;
}
