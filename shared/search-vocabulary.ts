/**
 * What people type against the categories the directory holds. Each line is a set
 * of words or phrases a search treats as one: a search for any of them also finds
 * businesses described by the others ("dentist" finds "Dental clinic"). Phrases
 * match when all their words do. Edit freely; matching is by whole words, after
 * lower-casing and folding accents, and plurals are folded by the search itself.
 *
 * Seeded from the categories of the sample set (server/seed/catalog.ts) and of
 * the Outscraper Google Maps sample export.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ["dentist", "dental", "dentistry"],
  ["doctor", "physician", "medical clinic", "primary care"],
  ["mechanic", "auto repair", "automotive", "garage"],
  ["pizzeria", "pizza"],
  ["cafe", "coffee", "coffee shop", "espresso"],
  ["restaurant", "eatery", "diner"],
  ["bar", "pub", "tavern", "tap house"],
  ["vet", "veterinarian", "veterinary", "animal hospital"],
  ["pharmacy", "drugstore", "drug store", "apothecary"],
  ["barber", "barbershop", "barber shop"],
  ["hairdresser", "hair salon", "hair stylist"],
  ["salon", "hair salon", "beauty salon"],
  ["nails", "nail salon", "manicure"],
  ["spa", "day spa", "massage", "medical spa"],
  ["gym", "fitness", "health club"],
  ["plumber", "plumbing", "rooter"],
  ["electrician", "electrical", "electric"],
  ["hvac", "heating", "air conditioning"],
  ["roofer", "roofing"],
  ["lawyer", "attorney", "law firm"],
  ["accountant", "accounting", "cpa", "tax preparation"],
  ["realtor", "real estate agent", "real estate"],
  ["chiropractor", "chiropractic"],
  ["urgent care", "walk in clinic", "immediate care"],
  ["car wash", "auto spa"],
  ["body shop", "auto body", "collision"],
  ["tires", "tire shop"],
  ["bakery", "bakehouse", "bread"],
  ["sushi", "japanese restaurant"],
  ["tacos", "taqueria", "mexican restaurant"],
  ["hair transplant", "hair transplantation", "hair restoration", "hair replacement"],
  ["dermatologist", "skin care clinic", "dermatology"],
  ["plastic surgeon", "cosmetic surgeon", "plastic surgery"],
  ["wig", "wig shop", "hairpiece"],
];
