import { describe, expect, it } from "vitest";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { node, steps, useCrawledApp } from "../test/crawl";

const { context, crawl } = useCrawledApp();

describe("server-rendered heads", () => {
  it("when a crawler fetches the home page, then it gets the page's own title, description, canonical and social tags", async () => {
    const page = await crawl("/");
    expect(page.titles).toBe(1);
    expect(page.title).toBe("Main Street: Find Local Businesses Across America");
    expect(page.description?.length).toBeGreaterThan(50);
    expect(page.canonical).toBe("https://dir.example/");
    expect(page.ogTitle).toBe(page.title);
    expect(page.twitterCard).toBe("summary_large_image");
    expect(page.robots).toBeUndefined();
  });

  it("when /saved is fetched, then it is a known page with its own head, kept out of the index", async () => {
    const page = await crawl("/saved");
    expect(page.title).toBe("Saved businesses | Main Street");
    expect(page.description).toContain("kept in this browser only");
    expect(page.canonical).toBe("https://dir.example/saved");
    expect(page.robots).toBe("noindex");
  });

  it("when /categories is fetched, then it is a known page with its own head and breadcrumbs, and carries every category's count", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ category: `Florist ${t}` }]);
    const page = await crawl("/categories");
    expect(page).toMatchObject({ title: "All Categories | Main Street", canonical: "https://dir.example/categories", robots: undefined });
    expect(page.description).toContain("Every category");
    expect(page.jsonLd).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://dir.example/" },
        { position: 2, name: "All Categories", item: "https://dir.example/categories" },
      ],
    });
    const answers = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(page.html)?.[1] ?? "{}";
    const categories = (JSON.parse(answers) as Record<string, { body: { slug: string; businessCount: number }[] }>)["/api/categories"]?.body;
    expect(categories?.find((c) => c.slug === `florist-${t}`)?.businessCount).toBe(1);
  });

  it("when /cities is fetched at a letter, a page or a search, then the canonical names the letter's page and a search is kept out of the index", async () => {
    const token = uniqueToken();
    await insertBusinesses(context, [{ city: `Aardheadtown ${token}` }, { city: `Headtown ${token}` }]);
    const first = await crawl("/cities?letter=a");
    expect(first).toMatchObject({ title: "All Cities | Main Street", canonical: "https://dir.example/cities", robots: undefined });
    const h = await crawl("/cities?letter=h");
    expect(h).toMatchObject({ title: "All Cities – H | Main Street", canonical: "https://dir.example/cities?letter=H", robots: undefined });
    const past = await crawl("/cities?letter=H&page=2");
    expect(past).toMatchObject({
      title: "All Cities – H, page 2 | Main Street",
      canonical: "https://dir.example/cities?letter=H&amp;page=2",
      robots: "noindex",
    });
    const search = await crawl(`/cities?q=${token}&letter=H`);
    expect(search).toMatchObject({ title: `Cities matching “${token}” | Main Street`, canonical: "https://dir.example/cities?letter=H", robots: "noindex" });
    expect((await crawl("/cities?letter=zz")).canonical).toBe("https://dir.example/cities");
  });

  it("when each page type is fetched, then each has a different title and canonical", async () => {
    const token = uniqueToken();
    const [row] = await insertBusinesses(context, [{ city: `Headville ${token}`, category: "Sushi restaurant" }]);
    if (!row) throw new Error("row not inserted");
    const urls = [
      "/",
      "/businesses",
      "/cities",
      "/categories",
      "/about",
      `/city/${encodeURIComponent(`Headville ${token}`)}`,
      "/category/restaurants",
      `/details/${row.slug}`,
    ];
    const pages = await Promise.all(urls.map((u) => crawl(u)));
    expect(new Set(pages.map((p) => p.title)).size).toBe(urls.length);
    expect(new Set(pages.map((p) => p.canonical)).size).toBe(urls.length);
    expect(pages[5]?.title).toBe(`Businesses in Headville ${token}, IL | Main Street`);
    expect(pages[6]?.title).toBe("Restaurants near you | Main Street");
  });

  it("when a detail page is fetched by id, then its canonical is the slug URL and its JSON-LD describes the business", async () => {
    const [row] = await insertBusinesses(context, [
      {
        name: "Night Owl Diner",
        category: "Diner",
        address: "12 Elm St, Austin, TX 78701",
        city: "Austin",
        state: "TX",
        zipCode: "78701",
        phone: "+1 512-555-0142",
        latitude: 30.27,
        longitude: -97.74,
        rating: 4.6,
        reviewCount: 87,
        openingHours: { Monday: "Open 24 hours", Friday: "8PM-2AM", Sunday: "Closed" },
      },
    ]);
    if (!row) throw new Error("row not inserted");
    const page = await crawl(`/business/${row.id}`);
    expect(page.canonical).toBe(`https://dir.example/details/${row.slug}`);
    expect(page.jsonLd?.["@context"]).toBe("https://schema.org");
    const ld = node(page.jsonLd, "Restaurant");
    expect(ld).toMatchObject({
      "@type": "Restaurant",
      name: "Night Owl Diner",
      url: `https://dir.example/details/${row.slug}`,
      telephone: "+1 512-555-0142",
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Elm St",
        addressLocality: "Austin",
        addressRegion: "TX",
        postalCode: "78701",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 87 },
    });
    expect(ld.image).toMatch(/^https:\/\/dir\.example\//);
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Monday", opens: "00:00", closes: "23:59" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Friday", opens: "20:00", closes: "23:59" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "00:00", closes: "02:00" },
    ]);
  });

  it("when a category is asked in other cases and spellings, then every form gives the one slug as canonical", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ category: `Bar & grill ${t}` }]);
    const canonical = `https://dir.example/category/bar-and-grill-${t}`;
    for (const form of [`BAR-AND-GRILL-${t}`, `Bar%20%26%20grill%20${t}`, `bar-%26-grill-${t}`]) {
      expect((await crawl(`/category/${form}`)).canonical, form).toBe(canonical);
    }
  });

  it("when a page number is written as no visitor writes it, then the head reads it as the page shows it: the first page", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ category: `Tea room ${t}` }]);
    for (const page of ["1e3", "2.5", "-3", "0x10"]) {
      expect((await crawl(`/category/tea-room-${t}?page=${page}`)).canonical, page).toBe(`https://dir.example/category/tea-room-${t}`);
    }
    expect((await crawl(`/category/tea-room-${t}?page=3`)).canonical).toBe(`https://dir.example/category/tea-room-${t}?page=3`);
  });

  it("when a town is named with its state in any spelling, then its canonical names the state and its breadcrumbs lead to it", async () => {
    const city = `Portland ${uniqueToken()}`;
    const encoded = encodeURIComponent(city);
    await insertBusinesses(context, [
      { city, state: "OR" },
      { city, state: "ME" },
    ]);
    for (const form of [`${encoded},%20OR`, `${encoded}%2C%20or`, `${encoded},Oregon`]) {
      const page = await crawl(`/city/${form}?page=2`);
      expect(page.canonical, form).toBe(`https://dir.example/city/${encoded},%20OR?page=2`);
      expect(page.title).toBe(`Businesses in ${city}, OR | Main Street`);
      expect(page.robots).toBeUndefined();
      expect(page.jsonLd).toMatchObject({ "@type": "BreadcrumbList" });
      expect((page.jsonLd?.itemListElement as unknown[]).at(-1)).toMatchObject({ name: `${city}, OR`, item: `https://dir.example/city/${encoded},%20OR` });
    }
    await crawl(`/city/${encoded},%20TX`, 404);
  });

  it("when a town name alone is fetched, then one state's town takes the qualified canonical and a shared name is a chooser kept out of the index", async () => {
    const city = `Salem ${uniqueToken()}`;
    const lone = `Lonely ${uniqueToken()}`;
    await insertBusinesses(context, [
      { city, state: "OR" },
      { city, state: "OR" },
      { city, state: "MA" },
      { city: lone, state: "VT" },
    ]);
    const chooser = await crawl(`/city/${encodeURIComponent(city)}`);
    expect(chooser).toMatchObject({
      canonical: `https://dir.example/city/${encodeURIComponent(city)}`,
      robots: "noindex",
      title: `Businesses in ${city} | Main Street`,
    });
    expect(chooser.description).toContain(`${city}, OR; ${city}, MA`);
    expect((await crawl(`/city/${encodeURIComponent(lone.toLowerCase())}`)).canonical).toBe(`https://dir.example/city/${encodeURIComponent(lone)},%20VT`);
  });

  it("when a business has a rating but no review count, then no aggregateRating is invented", async () => {
    const [row] = await insertBusinesses(context, [{ rating: 4.0, reviewCount: 0 }]);
    const page = await crawl(`/details/${row?.slug}`);
    expect(node(page.jsonLd, "Restaurant")).toHaveProperty("name");
    expect(node(page.jsonLd, "Restaurant")).not.toHaveProperty("aggregateRating");
  });

  it("when imported text is hostile, then it stays inert in the title, meta and JSON-LD", async () => {
    const name = `</script><script>alert(1)</script> "quoted" & <b>bold</b> ${uniqueToken()}`;
    const [row] = await insertBusinesses(context, [{ name, description: `<img src=x onerror=alert(1)>` }]);
    const page = await crawl(`/details/${row?.slug}`);
    expect(page.html).not.toContain("<script>alert(1)");
    expect(page.html).not.toContain("<img src=x");
    expect(page.html).not.toContain("<b>bold</b>");
    expect(node(page.jsonLd, "Restaurant").name).toBe(name);
    expect(page.title).toContain("&lt;/script&gt;");
  });
});

describe("breadcrumbs in the head", () => {
  it("when a business's page is fetched, then its JSON-LD holds the business and its trail: home, town, the group in that town, the business", async () => {
    const city = `Winston & Salem ${uniqueToken()}`;
    const town = encodeURIComponent(city);
    const [row] = await insertBusinesses(context, [{ name: "Lone Star Pizza", category: "Pizza restaurant", city, state: "NC" }]);
    if (!row) throw new Error("row not inserted");
    const page = await crawl(`/details/${row.slug}`);
    expect(node(page.jsonLd, "Restaurant")).toMatchObject({ name: "Lone Star Pizza", "@id": `https://dir.example/details/${row.slug}` });
    expect(steps(node(page.jsonLd, "BreadcrumbList"))).toEqual([
      ["Home", "https://dir.example/"],
      [`${city}, NC`, `https://dir.example/city/${town},%20NC`],
      ["Restaurants", `https://dir.example/city/${town},%20NC/restaurants`],
      ["Lone Star Pizza", `https://dir.example/details/${row.slug}`],
    ]);
  });

  it("when a business has no town, then its trail runs from home through its group's page to it", async () => {
    const [row] = await insertBusinesses(context, [{ name: `Roaming Dentist ${uniqueToken()}`, category: "Dentist", city: null, state: null }]);
    if (!row) throw new Error("row not inserted");
    const page = await crawl(`/details/${row.slug}`);
    expect(steps(node(page.jsonLd, "BreadcrumbList"))).toEqual([
      ["Home", "https://dir.example/"],
      ["Healthcare", "https://dir.example/category/healthcare"],
      [row.name, `https://dir.example/details/${row.slug}`],
    ]);
  });

  it("when a town's page is fetched at any page, then its trail is home, all cities, the town at its own address", async () => {
    const city = `Breadville ${uniqueToken()}`;
    await insertBusinesses(context, [{ city, state: "OR" }]);
    const page = await crawl(`/city/${encodeURIComponent(city)}?page=2`);
    expect(steps(node(page.jsonLd, "BreadcrumbList"))).toEqual([
      ["Home", "https://dir.example/"],
      ["All Cities", "https://dir.example/cities"],
      [`${city}, OR`, `https://dir.example/city/${encodeURIComponent(city)},%20OR`],
    ]);
  });

  it("when a group's or a fine category's page is fetched, then its trail is home, all categories, the category by the name its page shows", async () => {
    const t = uniqueToken();
    await insertBusinesses(context, [{ category: `Tea room ${t}` }]);
    const group = await crawl("/category/RESTAURANTS?page=2");
    expect(steps(node(group.jsonLd, "BreadcrumbList"))).toEqual([
      ["Home", "https://dir.example/"],
      ["All Categories", "https://dir.example/categories"],
      ["Restaurants", "https://dir.example/category/restaurants"],
    ]);
    const fine = await crawl(`/category/tea-room-${t}`);
    expect(steps(node(fine.jsonLd, "BreadcrumbList")).at(-1)).toEqual([`Tea room ${t}`, `https://dir.example/category/tea-room-${t}`]);
  });
});

describe("true HTTP status", () => {
  it.each([
    "/no-such-page",
    "/details/no-such-business",
    "/business/999999999",
    "/business/abc",
    "/city/Nowhere%20Ville",
    "/category/no-such-category",
    "/details/a/b",
  ])("when %s is fetched, then it answers 404 with the not-found page and noindex", async (url) => {
    const page = await crawl(url, 404);
    expect(page.title).toBe("Page not found | Main Street");
    expect(page.robots).toBe("noindex");
    expect(page.html).toContain('<div id="root">');
  });

  it("when admin pages or filtered lists are fetched, then they carry noindex", async () => {
    for (const url of [
      "/admin",
      "/admin-login",
      "/admin-panel",
      "/admin/dashboard",
      "/businesses?q=pizza",
      "/businesses?page=2",
      "/businesses?sort=rating",
      "/businesses?near=29.76,-95.37",
      "/businesses?openNow=true",
      "/businesses?minRating=4",
    ]) {
      expect((await crawl(url)).robots, url).toBe("noindex");
    }
    expect((await crawl("/businesses")).robots).toBeUndefined();
  });
});

describe("the first screen's picture", () => {
  const preloaded = (html: string) => [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"\/>/g)].map((m) => m[1]);

  it("when a business has photos, then its page has the browser fetch the first one, the hero's, with the page", async () => {
    const photo = `https://lh3.googleusercontent.com/p/${uniqueToken()}=w800?a=1&b=2`;
    const [row] = await insertBusinesses(context, [{ photos: [photo, "https://example.com/second.jpg"] }]);
    if (!row) throw new Error("row not inserted");
    const { html } = await crawl(`/details/${row.slug}`);
    expect(preloaded(html)).toEqual([photo.replace(/&/g, "&amp;")]);
  });

  it("when a business has no photo, then its category's picture is fetched with the page, and list pages fetch none", async () => {
    const [row] = await insertBusinesses(context, [{ category: "Dentist", photos: [] }]);
    if (!row) throw new Error("row not inserted");
    expect(preloaded((await crawl(`/details/${row.slug}`)).html)).toEqual([`/images/categories/${row.categoryGroup}.svg`]);
    expect(preloaded((await crawl("/businesses")).html)).toEqual([]);
  });
});
