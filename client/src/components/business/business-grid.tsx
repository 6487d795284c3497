import type { ListedBusiness } from "@shared/api";
import { BusinessCard } from "./business-card";

export function BusinessGrid({ businesses }: { businesses: ListedBusiness[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
