import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-meta";

describe("page titles", () => {
  it("when a title fits, then the site's name follows it", () => {
    expect(pageTitle("About Us", "Main Street")).toBe("About Us | Main Street");
    expect(pageTitle("Main Street: Find Local Businesses", "Main Street")).toBe("Main Street: Find Local Businesses");
  });

  it("when a title with the site's name would pass 70 characters, then the name goes; past 70 alone, it is cut at a word", () => {
    const sixty = "A".repeat(30) + " " + "B".repeat(29);
    expect(pageTitle(sixty, "Main Street")).toBe(sixty);
    const long = "Thomas & Brooks Home Cleaning – House cleaning service in Des Moines, Iowa, USA";
    const cut = pageTitle(long, "Main Street");
    expect(cut.length).toBeLessThanOrEqual(70);
    expect(cut).toMatch(/…$/);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept) && long[kept.length] === " ").toBe(true);
  });
});
