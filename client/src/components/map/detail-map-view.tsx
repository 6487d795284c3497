import { Marker } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createMap } from "./map-core";

/** How close the business's map starts: its part of town. */
const streetZoom = 12;

/** One business's marker on a small map; the page scrolls past it (no wheel zoom), the buttons and keys zoom. */
export function DetailMapView({ styleUrl, name, id, point }: { styleUrl: string; name: string; id: number; point: [lng: number, lat: number] }) {
  const container = useRef<HTMLDivElement>(null);
  const [lng, lat] = point;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, styleUrl, { center: [lng, lat], zoom: streetZoom, scrollZoom: false });
    const element = document.createElement("div");
    element.className = "size-6 rounded-full border-2 border-white bg-brand-700 shadow-md";
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", `${name} on the map`);
    element.dataset.businessId = String(id);
    new Marker({ element }).setLngLat([lng, lat]).addTo(map);
    map.once("idle", () => setIdle(true));
    return () => map.remove();
  }, [styleUrl, name, id, lng, lat]);
  // Busy until its basemap is drawn (MapLibre's first "idle").
  return <div ref={container} aria-busy={!idle} className="size-full" />;
}
