import { findCategoryGroup, linkedGroupSlugs } from "@shared/categories";
import { categoryPath, cityPath, paths } from "@shared/paths";

export interface NavLink {
  label: string;
  href: string;
}

const groupLink = (slug: string): NavLink => ({ label: findCategoryGroup(slug)?.name ?? slug, href: categoryPath(slug) });

/** Six categories in the header, all eight in the footer. */
export const headerCategories: NavLink[] = linkedGroupSlugs.slice(0, 6).map(groupLink);
export const footerCategories: NavLink[] = linkedGroupSlugs.map(groupLink);

/** The last item of the header's Categories menu: the header and the browse filter list only some. */
export const allCategoriesLink: NavLink = { label: "All categories", href: paths.categories };

/** The header's five cities, each linking its own town (Phoenix, AZ, not Phoenix, OR). */
const headerTowns: [name: string, state: string][] = [
  ["New York", "NY"],
  ["Los Angeles", "CA"],
  ["Chicago", "IL"],
  ["Houston", "TX"],
  ["Phoenix", "AZ"],
];
export const headerCities: NavLink[] = headerTowns.map(([name, state]) => ({ label: name, href: cityPath(name, state) }));

export const quickLinks: NavLink[] = [
  { label: "Browse Businesses", href: paths.browse },
  { label: "All Cities", href: paths.cities },
  { label: "Add Your Business", href: paths.addBusiness },
  { label: "Advertise", href: paths.advertise },
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
  { label: "Privacy Policy", href: paths.privacy },
  { label: "Terms of Service", href: paths.terms },
];
