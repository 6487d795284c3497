import { describe, expect, it } from "vitest";
import { countWords, generateSeoContent, truncateAtWord, type SeoInput } from "./seo-content";

const site = "https://example.com";
const siteName = "Main Street";

function sparse(overrides: Partial<SeoInput> = {}): SeoInput {
  return {
    id: 1,
    name: "Joe's",
    slug: "joes-1",
    category: "Plumber",
    city: null,
    state: null,
    country: null,
    address: null,
    zipCode: null,
    phone: null,
    website: null,
    rating: null,
    reviewCount: 0,
    isVerified: false,
    businessStatus: null,
    openingHours: null,
    attributes: null,
    description: null,
    ...overrides,
  };
}

function rich(overrides: Partial<SeoInput> = {}): SeoInput {
  return sparse({
    id: 42,
    name: "Rosa's Trattoria",
    slug: "rosas-trattoria-chij123",
    category: "Italian restaurant",
    city: "Austin",
    state: "TX",
    country: "United States",
    address: "123 Main St, Austin, TX 78701",
    zipCode: "78701",
    phone: "+1 512-555-0101",
    website: "https://rosa.example",
    rating: 4.6,
    reviewCount: 231,
    isVerified: true,
    businessStatus: "OPERATIONAL",
    openingHours: {
      Monday: "Closed",
      Tuesday: "11AM-2PM,5-10PM",
      Wednesday: "11AM-2PM,5-10PM",
      Thursday: "11AM-2PM,5-10PM",
      Friday: "11AM-2AM",
      Saturday: "Open 24 hours",
      Sunday: "6AM-3PM",
    },
    attributes: {
      "Service options": { "Dine-in": true, Delivery: false },
      Amenities: { Restroom: true, "Wi-Fi": false },
      Payments: { "Credit cards": true },
    },
    description: "Friendly, family-owned, best in town.",
    ...overrides,
  });
}

/** A site with a contact address unless told otherwise ("" for none). */
/** A site with a contact address unless told otherwise ("" for none). */
const generate = (b: SeoInput, contactEmail = "help@example.com") => generateSeoContent(b, { siteUrl: site, siteName, contactEmail });
const reviewCountPattern = /\d[\d,]*\s+reviews?\b/i;
const ids = Array.from({ length: 20 }, (_, i) => i + 1);

describe("generateSeoContent length limits", () => {
  it("when the name is 120 characters long, then the title stays at most 64 and the description at most 159 characters", () => {
    const name = "Extraordinarily Long Name Plumbing Heating Cooling Drain Sewer Water Heater Repair Installation Service Company Of Texas";
    expect(name).toHaveLength(120);
    for (const b of [rich({ name }), sparse({ name })]) {
      const seo = generate(b);
      expect(seo.seoTitle.length).toBeLessThanOrEqual(64);
      expect(seo.seoTitle.length).toBeGreaterThan(10);
      expect(seo.seoTitle.endsWith("…")).toBe(true);
      expect(name.startsWith(seo.seoTitle.slice(0, -1))).toBe(true);
      expect(seo.seoDescription.length).toBeLessThanOrEqual(159);
      expect(seo.seoDescription.length).toBeGreaterThan(40);
    }
  });

  it("when the name is one long word, then the title is cut hard and still ends with an ellipsis", () => {
    const seo = generate(sparse({ name: "X".repeat(200) }));
    expect(seo.seoTitle).toBe(`${"X".repeat(63)}…`);
  });

  it("when parts do not fit, then the title drops the state, then the place, before truncating the name", () => {
    const name = "Northside Community Plumbing and Drain Services";
    const title = generate(rich({ name, category: "Plumber", city: "San Francisco", state: "CA" })).seoTitle;
    expect(title).toBe(`${name} – Plumber`);
    expect(title.length).toBeLessThanOrEqual(64);
  });

  it("when the data is short or missing, then the title and description are non-empty and within limits", () => {
    for (const b of [sparse(), sparse({ name: "", category: "" }), sparse({ name: "A", category: "B" }), rich()]) {
      const seo = generate(b);
      expect(seo.seoTitle.trim()).not.toBe("");
      expect(seo.seoTitle.length).toBeLessThanOrEqual(64);
      expect(seo.seoDescription.trim()).not.toBe("");
      expect(seo.seoDescription.length).toBeLessThanOrEqual(159);
    }
  });

  it("when a rich business fits, then the title reads name – category in city, ST", () => {
    expect(generate(rich()).seoTitle).toBe("Rosa's Trattoria – Italian restaurant in Austin, TX");
  });

  it("when text is cut on a word boundary, then no word is split and trailing punctuation is dropped", () => {
    expect(truncateAtWord("alpha beta, gamma delta", 14)).toBe("alpha beta…");
    expect(truncateAtWord("short", 14)).toBe("short");
  });
});

describe("generateSeoContent about text", () => {
  it("when no contact e-mail is configured, then no text sends owners to an address, and with one some do", () => {
    const owners = /e-mail|contact page/i;
    const texts = (email: string) =>
      ids.flatMap((id) => [generate(sparse({ id, name: "Jo", category: "Spa" }), email).seoAbout, generate(rich({ id }), email).seoAbout]);
    expect(texts("").filter((t) => owners.test(t))).toEqual([]);
    expect(texts("help@example.com").some((t) => owners.test(t))).toBe(true);
  });

  it("when only name and category are known, then the about text still has 200+ words for every id", () => {
    for (let id = 1; id <= 300; id++) {
      const about = generate(sparse({ id, name: "Jo", category: "Spa" })).seoAbout;
      expect(countWords(about)).toBeGreaterThanOrEqual(200);
    }
  });

  it("when the business is rich, then the about text has 200+ words in several paragraphs", () => {
    const about = generate(rich()).seoAbout;
    expect(countWords(about)).toBeGreaterThanOrEqual(200);
    expect(about.split("\n\n").length).toBeGreaterThanOrEqual(4);
    expect(about).toContain("4.6 out of 5");
    expect(about).toContain("231 reviews");
    expect(about).toContain("123 Main St, Austin, TX 78701");
  });

  it("when the hours are listed, then open days, closed days, 24-hour days and late and early hours are summarised", () => {
    const about = generate(rich()).seoAbout;
    expect(about).toContain("closed on Monday");
    expect(about).toContain("open 24 hours on Saturday");
    expect(about).toContain("11 AM to 2 PM plus 5 PM to 10 PM on Tuesday through Thursday");
    expect(about).toContain("past midnight, until 2 AM");
    expect(about).toContain("6 AM on Sunday");
  });

  it("when the business has a description with claims, then none of them reach the about text", () => {
    const about = generate(rich()).seoAbout.toLowerCase();
    for (const claim of ["friendly", "family-owned", "best in town", "years of experience"]) expect(about).not.toContain(claim);
  });

  it("when the same business is generated twice, then the output is identical", () => {
    expect(generate(rich())).toEqual(generate(rich()));
    expect(generate(sparse({ id: 9 }))).toEqual(generate(sparse({ id: 9 })));
  });

  it("when businesses differ only by id, then the opening of the about text differs for most pairs", () => {
    for (const make of [sparse, rich]) {
      const openings = ids.map((id) => generate(make({ id })).seoAbout.slice(0, 120));
      let differing = 0;
      let pairs = 0;
      for (let i = 0; i < openings.length; i++) {
        for (let j = i + 1; j < openings.length; j++) {
          pairs++;
          if (openings[i] !== openings[j]) differing++;
        }
      }
      expect(differing / pairs).toBeGreaterThan(0.9);
      expect(new Set(ids.map((id) => generate(make({ id })).seoAbout)).size).toBeGreaterThanOrEqual(18);
    }
  });
});

describe("generateSeoContent states only what the data says", () => {
  it("when there is a rating but reviewCount is 0, then no number of reviews is mentioned anywhere", () => {
    for (const id of ids) {
      const seo = generate(rich({ id, rating: 4.2, reviewCount: 0 }));
      expect(seo.seoAbout).toContain("4.2 out of 5");
      expect(seo.seoAbout).not.toMatch(reviewCountPattern);
      expect(seo.seoDescription).not.toMatch(reviewCountPattern);
    }
  });

  it("when there is no rating, then no rating number is mentioned anywhere", () => {
    for (const id of ids) {
      for (const b of [sparse({ id }), rich({ id, rating: null, reviewCount: 0 })]) {
        const seo = generate(b);
        for (const text of [seo.seoAbout, seo.seoDescription, seo.seoTitle]) {
          expect(text).not.toMatch(/\d\.\d/);
          expect(text).not.toMatch(/out of 5|rating of \d|rated \d/i);
          expect(text).not.toMatch(reviewCountPattern);
        }
      }
    }
  });

  it("when reviews exist but no rating, then the count is given and no rating number is", () => {
    const seo = generate(sparse({ reviewCount: 12 }));
    expect(seo.seoAbout).toContain("12 reviews");
    expect(seo.seoAbout).not.toMatch(/out of 5/);
    expect(generate(rich({ reviewCount: 1234 })).seoAbout).toContain("1,234 reviews");
  });

  it("when attributes are true or false, then the true ones are mentioned and the false ones are not", () => {
    for (const id of ids) {
      const about = generate(sparse({ id, attributes: { Amenities: { Restroom: true, "Wi-Fi": false } } })).seoAbout;
      expect(about).toMatch(/restroom/i);
      expect(about).not.toMatch(/wi-fi/i);
    }
    const about = generate(rich()).seoAbout;
    expect(about).toContain("dine-in");
    expect(about).toContain("credit cards");
    expect(about.toLowerCase()).not.toContain("delivery");
  });

  it("when the business is temporarily closed, then the about text and the description say so", () => {
    const seo = generate(rich({ businessStatus: "CLOSED_TEMPORARILY" }));
    expect(seo.seoAbout).toContain("temporarily closed");
    expect(seo.seoDescription).toContain("temporarily closed");
  });

  it("when the verified flag is set or not, then the about text says verified or pending", () => {
    expect(generate(rich()).seoAbout).toMatch(/verified/);
    expect(generate(sparse()).seoAbout).toMatch(/pending/);
  });
});

describe("generateSeoContent URLs and untrusted text", () => {
  it("when a site URL is given, then the canonical URL is the site URL plus /details/{slug}", () => {
    expect(generate(rich()).canonicalUrl).toBe("https://example.com/details/rosas-trattoria-chij123");
  });

  it("when the name holds markup or a formula, then it comes through verbatim as text", () => {
    for (const name of ["</script><b>x</b>", '=HYPERLINK("x")']) {
      const seo = generate(rich({ name }));
      expect(seo.seoTitle).toContain(name);
      expect(seo.seoDescription).toContain(name);
      expect(seo.seoAbout).toContain(name);
    }
  });

  it("when the output is generated, then it is plain text without markup of its own", () => {
    const about = generate(rich()).seoAbout;
    expect(about).not.toMatch(/[<>*#[\]]/);
  });
});
