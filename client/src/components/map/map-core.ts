import { addProtocol, AttributionControl, Map as MapLibreMap, NavigationControl, setWorkerUrl, type LngLatBoundsLike } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Protocol } from "pmtiles";

let ready = false;

/**
 * Once per visit: MapLibre 6 finds its worker beside its own file, which a bundle moves, so the
 * build's copy is named here (the v5→v6 migration guide: bundlers call setWorkerUrl); and
 * `pmtiles://` sources (the operator's MAP_TILES archive, served by us) read through the PMTiles reader.
 */
function prepare() {
  if (ready) return;
  ready = true;
  setWorkerUrl(workerUrl);
  addProtocol("pmtiles", new Protocol().tile);
}

/** A map in `container` drawn with the style at `styleUrl`: zoom buttons, compact attribution, no rotation. */
export function createMap(
  container: HTMLElement,
  styleUrl: string,
  options: { bounds?: LngLatBoundsLike; scrollZoom?: boolean; center?: [number, number]; zoom?: number },
) {
  prepare();
  const map = new MapLibreMap({
    container,
    style: styleUrl,
    bounds: options.bounds,
    center: options.center,
    zoom: options.zoom,
    fitBoundsOptions: { padding: 48, maxZoom: 15 },
    attributionControl: false,
    scrollZoom: options.scrollZoom ?? true,
    // Rotating serves nothing on a map of a town's shops, and a turned map only confuses.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    cooperativeGestures: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.addControl(new AttributionControl({ compact: true }), "bottom-right");
  map.getCanvas().setAttribute("aria-label", "Map. Use the arrow keys to pan and plus and minus to zoom.");
  return map;
}
