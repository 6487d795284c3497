import { categoryGroups, findCategoryGroup, type CategoryGroup } from "./categories";

/**
 * The pictures link previews show (Open Graph, X cards, schema.org). Facebook, X and LinkedIn
 * show no SVG, so these are PNG cards at the size they crop to, made from the text below by
 * scripts/make-share-images.ts into client/public/images/share/.
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

export interface ShareImage {
  /** Path on this site, or an absolute URL. */
  url: string;
  /** What the picture shows, for og:image:alt and twitter:image:alt. */
  alt: string;
  width?: number;
  height?: number;
}

export interface ShareCard {
  /** File name without ".png": "default", or a category group's slug. */
  name: string;
  headline: string;
  line: string;
  /** The category group whose illustration the card shows; none on the site's own card. */
  group?: CategoryGroup;
}

const defaultShareCard: ShareCard = {
  name: "default",
  headline: "Find local businesses across America",
  line: "Hours, phone numbers, addresses and ratings by city and category",
};

function groupCard(group: CategoryGroup): ShareCard {
  return { name: group.slug, headline: `${group.name} near you`, line: "Hours, phone numbers, addresses and ratings", group };
}

/** Every card the script draws: the site's own and one per category group. */
export const shareCards: readonly ShareCard[] = [defaultShareCard, ...categoryGroups.map(groupCard)];

export function shareCardPath(card: ShareCard): string {
  return `/images/share/${card.name}.png`;
}

function cardImage(card: ShareCard, siteName: string): ShareImage {
  const picture = card.group ? `the ${card.group.name} illustration` : `the ${siteName} house logo`;
  return {
    url: shareCardPath(card),
    alt: `${siteName}: “${card.headline}” beside ${picture}`,
    ...shareImageSize,
  };
}

/** The card of the site's own pages: home, lists, cities, the fixed pages. */
export function siteShareImage(siteName: string): ShareImage {
  return cardImage(defaultShareCard, siteName);
}

function cardOfGroup(groupSlug: string): ShareCard {
  const group = findCategoryGroup(groupSlug);
  return group ? groupCard(group) : defaultShareCard;
}

/** A category group's card; an unknown group gets the site's card. */
export function categoryShareImage(groupSlug: string, siteName: string): ShareImage {
  return cardImage(cardOfGroup(groupSlug), siteName);
}

interface SharedBusiness {
  name: string;
  categoryGroup: string;
  photos: string[];
}

/** A photo the previews can show: not an SVG (the sample rows' "photos" are the group illustrations). */
function sharablePhoto(photos: string[]): string | undefined {
  const photo = photos[0];
  return photo && !/\.svg(?:[?#]|$)/i.test(photo) ? photo : undefined;
}

/** A business's own photo (its size unknown), else its category group's card. */
export function businessShareImage(business: SharedBusiness, siteName: string): ShareImage {
  const photo = sharablePhoto(business.photos);
  return photo ? { url: photo, alt: `Photo of ${business.name}` } : categoryShareImage(business.categoryGroup, siteName);
}

/** The same picture's path or URL, for schema.org's image. */
export function businessImageUrl(business: SharedBusiness): string {
  return sharablePhoto(business.photos) ?? shareCardPath(cardOfGroup(business.categoryGroup));
}
