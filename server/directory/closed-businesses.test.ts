import { describe, expect, it } from "vitest";
import { business } from "../../shared/api";
import { weekdays } from "../../shared/opening-hours";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp({ SITE_URL: "https://dir.example" });

const always = Object.fromEntries(weekdays.map((day) => [day, "Open 24 hours"]));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("closed businesses", () => {
  it.each(["CLOSED_PERMANENTLY", "CLOSED_TEMPORARILY"])(
    "when a business is %s, then its page carries the status and never says it is open now",
    async (status) => {
      const [row] = await insertBusinesses(context, [
        { name: `Shut ${uniqueToken()}`, businessStatus: status, openingHours: always, timeZone: "America/Chicago" },
      ]);
      if (!row) throw new Error("no row inserted");
      const body = business.parse((await context.request.get(`/api/businesses/slug/${row.slug}`).expect(200)).body);
      expect(body.businessStatus).toBe(status);
      expect(body.isOpen).toBeNull();
    },
  );

  it("when a business is closed for good, then the sitemaps leave it out and keep the others", async () => {
    const t = uniqueToken();
    const [open, gone, paused] = await insertBusinesses(context, [
      { name: `Open ${t}` },
      { name: `Gone ${t}`, businessStatus: "CLOSED_PERMANENTLY" },
      { name: `Paused ${t}`, businessStatus: "CLOSED_TEMPORARILY" },
    ]);
    const index = (await context.request.get("/sitemap.xml").expect(200)).text;
    let urls: string[] = [];
    for (const file of locs(index).filter((f) => f.includes("businesses-"))) {
      urls = [...urls, ...locs((await context.request.get(new URL(file).pathname).expect(200)).text)];
    }
    expect(urls).toContain(`https://dir.example/details/${open?.slug}`);
    expect(urls).toContain(`https://dir.example/details/${paused?.slug}`);
    expect(urls).not.toContain(`https://dir.example/details/${gone?.slug}`);
  });
});
