import type { LngLatBoundsLike, Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { bboxText, boundsFrom } from "@shared/map-area";
import type { MapBusiness } from "../../api/map";
import type { ResultsMapViewProps } from "./results-map-props";
import { useHighlightedBusiness } from "../../lib/map-highlight";
import { createMap } from "./map-core";
import { MarkerCard } from "./marker-card";
import { boundsAround, MarkerLayer } from "./marker-layer";
import { MapNotes } from "./map-notes";

/** The lower 48 states: where the map starts before it knows where the results are. */
const lower48: LngLatBoundsLike = [-125, 24, -66.5, 49.5];

/** Marks the camera moves the map makes itself, so only the visitor's own moves offer "Search this area". */
const ownMove = { ownMove: true };

/** A list's results on a map: clustered markers, a card for the chosen one, and "Search this area" once the visitor moves it. */
export function ResultsMapView({ styleUrl, styleFailed, markers: data, total, area, onSearchArea }: ResultsMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: MapLibreMap; layer: MarkerLayer }>(undefined);
  const businesses = data?.businesses;
  // The card and "Search this area" belong to the results they were shown over: new results drop both.
  const shown = useRef(businesses);
  const [chosen, setChosen] = useState<{ business: MapBusiness; over: unknown }>();
  const [movedOver, setMovedOver] = useState<unknown>(null);
  // Busy until the basemap and its first markers are drawn (MapLibre's first "idle").
  const [idle, setIdle] = useState(false);
  const highlighted = useHighlightedBusiness();
  const areaBounds = boundsFrom(area);
  const firstArea = useRef(areaBounds);

  useEffect(() => {
    if (!styleUrl || !container.current) return;
    const map = createMap(container.current, styleUrl, { bounds: firstArea.current ?? lower48 });
    const layer = new MarkerLayer(map, (business) => setChosen({ business, over: shown.current }));
    map.on("movestart", (event) => {
      if (!("ownMove" in event)) setMovedOver(shown.current);
    });
    map.on("click", () => setChosen(undefined));
    map.once("idle", () => setIdle(true));
    drawn.current = { map, layer };
    return () => {
      drawn.current = undefined;
      layer.destroy();
      map.remove();
    };
  }, [styleUrl]);

  // New results: new markers. Without a searched area the map fits them; with one it stays on the area the visitor chose.
  useEffect(() => {
    const current = drawn.current;
    if (!current || !businesses) return;
    shown.current = businesses;
    current.layer.setBusinesses(businesses);
    const fit = areaBounds ? undefined : boundsAround(businesses);
    if (fit) current.map.fitBounds(fit, { padding: 48, maxZoom: 15, animate: false }, ownMove);
    // The area is read when the results change, not followed: a new area always brings new results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, businesses]);

  useEffect(() => drawn.current?.layer.setHighlighted(highlighted), [styleUrl, businesses, highlighted]);

  const moved = movedOver !== null && movedOver === businesses;
  const card = chosen && chosen.over === businesses ? chosen.business : undefined;
  const searchArea = () => {
    const map = drawn.current?.map;
    if (!map) return;
    const bounds = map.getBounds();
    // The button goes with the new results: the keyboard stays on the map rather than falling to the page.
    map.getCanvas().focus();
    onSearchArea(bboxText([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]));
  };

  return (
    <div
      role="region"
      aria-label="Map of the results"
      aria-busy={!idle}
      className="relative size-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
    >
      {/* Sized, not positioned: MapLibre's stylesheet makes its container position: relative. */}
      <div ref={container} className="size-full" />
      <MapNotes failed={styleFailed} loading={!data} fetched={data?.fetched ?? 0} placed={data?.businesses.length ?? 0} total={total} />
      {moved && (
        <button
          type="button"
          onClick={searchArea}
          className="absolute top-2 left-1/2 z-10 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-md hover:bg-brand-50"
        >
          Search this area
        </button>
      )}
      {card && <MarkerCard business={card} onClose={() => setChosen(undefined)} />}
    </div>
  );
}
