import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shareCardPath, shareCards } from "../../shared/share-images";
import { categorySlug } from "../../shared/slug";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
const context = useTestApp({ SITE_URL: "https://dir.example", SITE_NAME: "Main Street" }, { clientDir });
const publicDir = path.resolve(import.meta.dirname, "../../client/public");

/** The link-preview tags a crawler reads from the head the server sends. */
type LdNode = { "@type": string; image?: string };
/** The node of a page's JSON-LD that is not its BreadcrumbList: on a detail page, the business beside its trail. */
const businessNode = (ld: LdNode & { "@graph"?: LdNode[] }) => (ld["@graph"] ?? [ld]).find((n) => n["@type"] !== "BreadcrumbList");

async function previewOf(url: string, status = 200) {
  const html = (await context.request.get(url).expect(status)).text;
  const tag = (key: string) => new RegExp(`<meta data-server-head (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const ld = /<script data-server-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    image: tag("og:image"),
    width: tag("og:image:width"),
    height: tag("og:image:height"),
    alt: tag("og:image:alt"),
    card: tag("twitter:card"),
    twitterImage: tag("twitter:image"),
    twitterAlt: tag("twitter:image:alt"),
    ldImage: ld ? businessNode(JSON.parse(ld) as LdNode & { "@graph"?: LdNode[] })?.image : undefined,
  };
}

const card = (name: string) => `https://dir.example/images/share/${name}.png`;

describe("link-preview images in the server's head", () => {
  it.each([
    "/",
    "/businesses",
    "/businesses?q=pizza&location=TX",
    "/cities",
    "/about",
    "/contact",
    "/add-business",
    "/advertise",
    "/privacy-policy",
    "/terms-of-service",
    "/admin",
  ])("when %s is fetched, then it shows the site's PNG card at 1200x630 with its alt text, as a large card", async (url) => {
    const preview = await previewOf(url);
    expect(preview).toMatchObject({ image: card("default"), width: "1200", height: "630", card: "summary_large_image", twitterImage: card("default") });
    expect(preview.alt).toMatch(/^Main Street: .*Find local businesses across America/);
    expect(preview.twitterAlt).toBe(preview.alt);
  });

  it("when a page is not found, then it still shows the site's card", async () => {
    expect((await previewOf("/no-such-page", 404)).image).toBe(card("default"));
  });

  it("when a city page is fetched, then it shows the site's card", async () => {
    const city = `Previewville ${uniqueToken()}`;
    await insertBusinesses(context, [{ city, state: "OR" }]);
    expect((await previewOf(`/city/${encodeURIComponent(city)}`)).image).toBe(card("default"));
  });

  it("when a category group's page or a fine category's page is fetched, then it shows that group's card", async () => {
    const category = `Sushi restaurant ${uniqueToken()}`;
    await insertBusinesses(context, [{ category }]);
    for (const url of ["/category/restaurants", `/category/${categorySlug(category)}`]) {
      const preview = await previewOf(url);
      expect(preview, url).toMatchObject({ image: card("restaurants"), width: "1200", height: "630", card: "summary_large_image" });
      expect(preview.alt, url).toContain("Restaurants");
      expect(preview.twitterAlt, url).toBe(preview.alt);
    }
  });

  it("when a business has no photo or only an SVG illustration, then its page and its JSON-LD show its group's PNG card", async () => {
    const [bare, drawn] = await insertBusinesses(context, [
      { category: "Dentist", photos: [] },
      { category: "Auto repair shop", photos: ["/images/categories/auto-services.svg"] },
    ]);
    const bareView = await previewOf(`/details/${bare?.slug}`);
    expect(bareView).toMatchObject({ image: card("healthcare"), width: "1200", height: "630", ldImage: card("healthcare") });
    expect(bareView.alt).toContain("Healthcare");
    const drawnView = await previewOf(`/details/${drawn?.slug}`);
    expect(drawnView).toMatchObject({ image: card("auto-services"), ldImage: card("auto-services"), card: "summary_large_image" });
  });

  it("when a business has a photo, then its page shows the photo, described, without a size it does not know", async () => {
    const name = `Corner Bakery ${uniqueToken()}`;
    const photo = "https://photos.example/bakery.jpg";
    const [row] = await insertBusinesses(context, [{ name, category: "Bakery", photos: [photo] }]);
    const preview = await previewOf(`/details/${row?.slug}`);
    expect(preview).toMatchObject({
      image: photo,
      twitterImage: photo,
      ldImage: photo,
      alt: `Photo of ${name}`,
      twitterAlt: `Photo of ${name}`,
      card: "summary_large_image",
    });
    expect(preview.width).toBeUndefined();
    expect(preview.height).toBeUndefined();
  });
});

describe("share card files", () => {
  it.each(shareCards.map((c) => [c.name, shareCardPath(c)]))("when the %s card is read, then it is a PNG of 1200x630 under 100 KB", (_, file) => {
    const bytes = readFileSync(path.join(publicDir, file));
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The first chunk is IHDR: its length (13), its type, then width and height as big-endian 32-bit numbers.
    expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(100 * 1024);
  });
});
