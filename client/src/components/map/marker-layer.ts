import { LngLatBounds, Marker, type Map as MapLibreMap } from "maplibre-gl";
import Supercluster from "supercluster";
import type { MapBusiness } from "../../api/map";
import { clusterElement, pointElement } from "./marker-elements";

type Props = { business: MapBusiness };

/**
 * The businesses as DOM markers (buttons the keyboard reaches and screen readers name), clustered
 * by Supercluster where they crowd; redrawn after each move, keeping the markers that stay.
 */
export class MarkerLayer {
  private index = new Supercluster<Props>({ radius: 56, maxZoom: 16 });
  private markers = new Map<string, Marker>();
  /** The Supercluster id of each cluster marker, by its key. */
  private clusterIds = new Map<string, number>();
  private highlighted: number | undefined;
  private readonly redraw = () => this.draw();

  constructor(
    private readonly map: MapLibreMap,
    private readonly onChoose: (business: MapBusiness) => void,
  ) {
    map.on("moveend", this.redraw);
  }

  setBusinesses(businesses: readonly MapBusiness[]) {
    this.index = new Supercluster<Props>({ radius: 56, maxZoom: 16 }).load(
      businesses.map((business) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [business.longitude, business.latitude] },
        properties: { business },
      })),
    );
    this.draw();
  }

  /** Picks out one business's marker, raised above the others; the cluster that holds it when it has none of its own. */
  setHighlighted(id: number | undefined) {
    this.highlighted = id;
    this.markHighlighted();
  }

  destroy() {
    this.map.off("moveend", this.redraw);
    for (const marker of this.markers.values()) marker.remove();
    this.markers.clear();
    this.clusterIds.clear();
  }

  private markHighlighted() {
    const id = this.highlighted;
    let key = id === undefined ? undefined : `p${id}`;
    if (key !== undefined && !this.markers.has(key)) {
      key = [...this.markers.keys()].find((k) => {
        const clusterId = this.clusterIds.get(k);
        return clusterId !== undefined && this.index.getLeaves(clusterId, Infinity).some((leaf) => leaf.properties.business.id === id);
      });
    }
    for (const [k, marker] of this.markers) {
      const on = k === key;
      marker.getElement().toggleAttribute("data-highlighted", on);
      marker.getElement().style.zIndex = on ? "5" : "";
    }
  }

  private draw() {
    const bounds = this.map.getBounds();
    const zoom = Math.round(this.map.getZoom());
    const features = this.index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom);
    const next = new Map<string, Marker>();
    const clusterIds = new Map<string, number>();
    for (const feature of features) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties;
      const key = "cluster" in properties ? `c${zoom}:${properties.cluster_id}` : `p${properties.business.id}`;
      let marker = this.markers.get(key);
      if (!marker) {
        const element =
          "cluster" in properties
            ? clusterElement(properties.point_count, () => this.expand(properties.cluster_id, lng, lat))
            : pointElement(properties.business, () => this.onChoose(properties.business));
        marker = new Marker({ element }).setLngLat([lng, lat]).addTo(this.map);
      }
      next.set(key, marker);
      if ("cluster" in properties) clusterIds.set(key, properties.cluster_id);
    }
    for (const [key, marker] of this.markers) if (!next.has(key)) marker.remove();
    this.markers = next;
    this.clusterIds = clusterIds;
    this.markHighlighted();
  }

  private expand(clusterId: number, lng: number, lat: number) {
    this.map.easeTo({ center: [lng, lat], zoom: this.index.getClusterExpansionZoom(clusterId) });
  }
}

/** The box around the businesses, for the map to fit on opening; none without any. */
export function boundsAround(businesses: readonly MapBusiness[]): LngLatBounds | undefined {
  if (businesses.length === 0) return undefined;
  const bounds = new LngLatBounds();
  for (const business of businesses) bounds.extend([business.longitude, business.latitude]);
  return bounds;
}
