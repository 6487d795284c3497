import type { MapBusiness } from "../../api/map";

/** A marker's accessible name: what a sighted visitor reads off the card, the name and the stars. */
function markerLabel(business: Pick<MapBusiness, "name" | "rating">): string {
  return business.rating === null ? `${business.name}, not yet rated` : `${business.name}, ${business.rating.toFixed(1)} stars`;
}

function clusterLabel(count: number): string {
  return `Cluster of ${count.toLocaleString("en-US")} businesses, zoom in`;
}

const base = "grid place-items-center rounded-full border-2 border-white font-semibold text-white shadow-md outline-offset-2 cursor-pointer";

/** A business's marker: a button, so a keyboard reaches it and a screen reader names it. */
export function pointElement(business: MapBusiness, onChoose: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${base} size-6 bg-brand-700 hover:bg-brand-900 data-[highlighted]:size-8 data-[highlighted]:bg-amber-500`;
  button.setAttribute("aria-label", markerLabel(business));
  button.dataset.businessId = String(business.id);
  button.addEventListener("click", (event) => {
    // The map would otherwise read the click as one on its canvas and close the card at once.
    event.stopPropagation();
    onChoose();
  });
  return button;
}

/** A cluster's marker: its count, larger the more it holds; choosing it zooms in until it splits. */
export function clusterElement(count: number, onChoose: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  const size = count < 10 ? "size-8 text-xs" : count < 100 ? "size-10 text-sm" : "size-12 text-sm";
  button.className = `${base} ${size} bg-slate-800 hover:bg-slate-900 data-[highlighted]:bg-amber-700 data-[highlighted]:ring-4 data-[highlighted]:ring-amber-300`;
  button.textContent = count.toLocaleString("en-US");
  button.setAttribute("aria-label", clusterLabel(count));
  button.dataset.clusterCount = String(count);
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onChoose();
  });
  return button;
}
