import { describe, expect, it } from "vitest";
import { categoryGroupOf, categoryGroups, defaultGroupSlug, findCategoryGroup, linkedGroupSlugs } from "./categories";

describe("categoryGroupOf", () => {
  it.each([
    ["Italian restaurant", "restaurants"],
    ["Sushi restaurant", "restaurants"],
    ["Coffee shop", "restaurants"],
    ["Auto repair shop", "auto-services"],
    ["Car wash", "auto-services"],
    ["Hair transplantation clinic", "healthcare"],
    ["Dentist", "healthcare"],
    ["Hair salon", "beauty-wellness"],
    ["Barber shop", "beauty-wellness"],
    ["Plumber", "home-services"],
    ["Carpet cleaning service", "home-services"],
    ["Law firm", "professional-services"],
    ["Preschool", "education"],
    ["Public library", "education"],
    ["Bowling alley", "entertainment"],
    ["Hotel", "lodging"],
    ["Church", "community"],
    ["Grocery store", "shopping"],
  ])("when the category is %j, then the group is %s", (category, group) => {
    expect(categoryGroupOf(category)).toBe(group);
  });

  it.each([
    ["Dentists", "healthcare"],
    ["Nail salons", "beauty-wellness"],
    ["Plumbers", "home-services"],
  ])("when the category %j is plural, then it still finds %s", (category, group) => {
    expect(categoryGroupOf(category)).toBe(group);
  });

  it.each([["ITALIAN RESTAURANT"], ["  italian restaurant  "]])("when the category is %j, then case and spaces do not matter", (category) => {
    expect(categoryGroupOf(category)).toBe("restaurants");
  });

  it.each(["Zorblax", "", "Taxi service", "Quantum flux emporium"])(
    "when the category %j matches no keyword as a whole word, then it falls to the default group",
    (category) => {
      expect(categoryGroupOf(category)).toBe(defaultGroupSlug);
      expect(defaultGroupSlug).toBe("local-services");
    },
  );

  it.each(categoryGroups.map((g) => [g.name, g.slug]))("when the category is the group name %j, then it maps to %s", (name, slug) => {
    expect(categoryGroupOf(name)).toBe(slug);
  });

  it.each([
    ["Healthcare", "healthcare"],
    ["Home services", "home-services"],
    ["HOME SERVICES", "home-services"],
  ])("when the category is %j, then it maps to its own group %s", (name, slug) => {
    expect(categoryGroupOf(name)).toBe(slug);
  });
});

describe("category groups", () => {
  it("when the site links its eight groups, then each one exists, with the default group after them", () => {
    expect(linkedGroupSlugs).toHaveLength(8);
    for (const slug of linkedGroupSlugs) expect(findCategoryGroup(slug)?.slug).toBe(slug);
    expect(findCategoryGroup(defaultGroupSlug)).toBeDefined();
    expect(findCategoryGroup("zorblax")).toBeUndefined();
  });

  it("when group slugs are listed, then they are unique and URL-safe", () => {
    const slugs = categoryGroups.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
