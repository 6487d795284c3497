import { randomBytes } from "node:crypto";
import { categoryGroupOf } from "../../shared/categories";
import { businesses, type NewBusinessRow } from "../../shared/schema";
import { businessSlug, categorySlug } from "../../shared/slug";
import type { TestContext } from "./test-app";

/** A token unique to this call, so each test's rows and names cannot collide with another's. */
export const uniqueToken = () => randomBytes(4).toString("hex");

/** `text` with each digit written as a letter: a word the search reads as one word, not a number. */
export const lettersOnly = (text: string) => text.replace(/\d/g, (d) => "ghijklmnop"[Number(d)] as string);

/** A word no business has (`stem` and a unique token, letters only), long enough for a typo of it to be corrected. */
export const unusedWord = (stem: string) => `${stem}${lettersOnly(uniqueToken())}`;

/** The word with its third letter left out: one edit, which search corrects. */
export const typoOf = (word: string) => word.slice(0, 2) + word.slice(3);

/**
 * A random spot in the open South Pacific. No fixture or other test puts a business there, so a test that
 * asks for a small box around it sees only its own businesses (a spot in the US may meet another test's).
 */
export const openSea = () => ({ lat: -55 + Math.random() * 30, lng: -150 + Math.random() * 55 });

export type BusinessInput = Partial<Omit<NewBusinessRow, "slug" | "categorySlug" | "categoryGroup">>;

export function makeBusiness(input: BusinessInput = {}): NewBusinessRow {
  const token = uniqueToken();
  const name = input.name ?? `Test Business ${token}`;
  const category = input.category ?? "Italian restaurant";
  const placeId = input.placeId === undefined ? `ChIJ${token}${uniqueToken()}` : input.placeId;
  return {
    city: "Springfield",
    state: "IL",
    country: "United States",
    zipCode: "62701",
    address: "1 Main St, Springfield, IL 62701",
    rating: 4.5,
    reviewCount: 20,
    ...input,
    name,
    category,
    placeId,
    categorySlug: categorySlug(category),
    categoryGroup: categoryGroupOf(category),
    slug: `${businessSlug(name, placeId)}-${uniqueToken()}`,
  };
}

/** Inserts rows as a write would, then recounts the counts the app serves. */
export async function insertBusinesses(context: TestContext, inputs: BusinessInput[]) {
  const rows = await context.database.db.insert(businesses).values(inputs.map(makeBusiness)).returning();
  await context.recountFacets();
  return rows;
}
