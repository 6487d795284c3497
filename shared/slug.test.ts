import { describe, expect, it } from "vitest";
import { businessSlug, categorySlug, slugify } from "./slug";

const urlSafe = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

describe("slugify", () => {
  it.each([
    ["Café Ünïcödé", "cafe-unicode"],
    ["Joe's Bar & Grill!", "joes-bar-and-grill"],
    ["AT&T Store", "at-and-t-store"],
    ["O’Brien’s Pub", "obriens-pub"],
    ["Hello, World... (Downtown) #2", "hello-world-downtown-2"],
    ["  --Hello--  ", "hello"],
    ["A   /  B", "a-b"],
    ["Straße", "strasse"],
    ["Smørrebrød Æble", "smorrebrod-aeble"],
    ["Łódź", "lodz"],
    ["Señor Taco", "senor-taco"],
  ])("when slugifying %j, then it gives %j", (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it.each([
    ["Phở Đệ Nhất", "pho-de-nhat"],
    ["Œuvre Café", "oeuvre-cafe"],
  ])("when %j holds a letter with a stroke or a ligature, then it is folded like ø and æ, giving %j", (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it.each(["", "!!!", "&", "東京ラーメン", "---", " "])("when %j has no Latin letters or digits, then the slug is URL-safe, possibly empty", (text) => {
    expect(slugify(text)).toMatch(urlSafe);
  });

  it.each(["-Leading", "Trailing-", "¡Hola!", "'quoted'", "a&", "&b", "x / y / z", "100% Pure", "Tab\tand\nnewline"])(
    "when slugifying %j, then the result is URL-safe with no leading, trailing or doubled hyphens",
    (text) => {
      const slug = slugify(text);
      expect(slug).toMatch(urlSafe);
      expect(slug.length).toBeGreaterThan(0);
    },
  );
});

describe("businessSlug", () => {
  it("when a place id is given, then its first 7 characters are appended lower-cased", () => {
    expect(businessSlug("Joe's Diner", "ChIJAbCdEfGhIjK")).toBe("joes-diner-chijabc");
  });

  it("when there is no place id, then the id is appended", () => {
    expect(businessSlug("Joe's Diner", null, 42)).toBe("joes-diner-42");
    expect(businessSlug("Joe's Diner", undefined, 7)).toBe("joes-diner-7");
    expect(businessSlug("Joe's Diner", "", 7)).toBe("joes-diner-7");
  });

  it("when neither place id nor id is given, then the name slug stands alone", () => {
    expect(businessSlug("Joe's Diner", null)).toBe("joes-diner");
  });

  it("when the name has nothing to slug, then it falls back to business", () => {
    expect(businessSlug("!!!", "ChIJAbCdEf")).toBe("business-chijabc");
    expect(businessSlug("東京ラーメン", null, 5)).toBe("business-5");
  });

  it("when the place id holds punctuation, then the slug is still URL-safe", () => {
    expect(businessSlug("Joe", "ChIJ_-xyz")).toMatch(urlSafe);
  });
});

describe("categorySlug", () => {
  it.each([
    ["Hair transplantation clinic", "hair-transplantation-clinic"],
    ["Bars & Pubs / Taverns, Inc", "bars-and-pubs-taverns-inc"],
    ["Bed & breakfast", "bed-and-breakfast"],
    ["", "uncategorized"],
    ["!!!", "uncategorized"],
  ])("when the category is %j, then the slug is %j", (category, expected) => {
    expect(categorySlug(category)).toBe(expected);
  });

  it.each(["Italian restaurant", "Bars & Pubs / Taverns, Inc", "Children's clinic", "Café Ünïcödé"])(
    "when the client's form of %j (lower-cased, spaces as hyphens) is slugged, then it equals the category's slug",
    (category) => {
      const clientForm = category.toLowerCase().replace(/ /g, "-");
      expect(categorySlug(clientForm)).toBe(categorySlug(category));
      expect(categorySlug(categorySlug(category))).toBe(categorySlug(category));
    },
  );
});
