import type { ListedBusiness } from "@shared/api";
import { BusinessCard } from "./business-card";

/** The cards of a list page, each headed at level 2: the page's h1 is the only heading above them. */
export function BusinessGrid({ businesses }: { businesses: ListedBusiness[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
