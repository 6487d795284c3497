import type { ListedBusiness } from "@shared/api";
import { highlightBusiness } from "../../lib/map-highlight";
import { BusinessCard } from "./business-card";

/**
 * The cards of a list page, each headed at level 2: the page's h1 is the only heading above them.
 * Beside the map the list has half the width, so fewer columns; pointing at or focusing a card picks out its marker.
 */
export function BusinessGrid({ businesses, besideMap = false }: { businesses: ListedBusiness[]; besideMap?: boolean }) {
  return (
    <ul className={besideMap ? "grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" : "grid gap-5 sm:grid-cols-2 lg:grid-cols-3"}>
      {businesses.map((business) => (
        <li
          key={business.id}
          onMouseEnter={() => highlightBusiness(business.id)}
          onMouseLeave={() => highlightBusiness(undefined)}
          onFocus={() => highlightBusiness(business.id)}
          onBlur={() => highlightBusiness(undefined)}
        >
          <BusinessCard business={business} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
