import { onDemand } from "../../lib/on-demand";
import { useOnDemand } from "../../lib/use-on-demand";
import { useMapBusinesses, useMapSettings, type ListShape } from "../../api/map";

function MapUnavailable() {
  return (
    <p className="grid size-full place-items-center rounded-xl border border-slate-200 bg-slate-100 p-4 text-sm text-slate-700">
      The map could not be loaded. The list has every result.
    </p>
  );
}

/**
 * MapLibre, PMTiles and Supercluster are a chunk of their own, fetched only when a visitor is about
 * to open the map; one download serves the button's early fetch and the map's drawing.
 */
const mapCode = onDemand(() => import("./results-map-view"));
export const loadResultsMap = mapCode.load;

export interface ResultsMapProps {
  /** The list's URL (any page): the map asks for the same list in batches. */
  listUrl: string;
  /** How many the list has, once known. */
  total: number | undefined;
  shape: ListShape;
  /** The map area searched, as the page's URL has it. */
  area: string | undefined;
  onSearchArea: (bbox: string) => void;
}

/**
 * The map of a list's results, its box held while its code arrives. The style and the markers'
 * businesses are asked for here, while the map's code is still on its way.
 */
export function ResultsMap({ listUrl, total, shape, area, onSearchArea }: ResultsMapProps) {
  const settings = useMapSettings();
  const markers = useMapBusinesses(listUrl, total, shape).data;
  const code = useOnDemand(mapCode);
  if (code.failed) return <MapUnavailable />;
  const ResultsMapView = code.module?.ResultsMapView;
  if (!ResultsMapView) {
    return <p className="grid size-full place-items-center rounded-xl border border-slate-200 bg-slate-100 text-sm text-slate-700">Loading the map…</p>;
  }
  return (
    <ResultsMapView styleUrl={settings.data?.styleUrl} styleFailed={settings.isError} markers={markers} total={total} area={area} onSearchArea={onSearchArea} />
  );
}
