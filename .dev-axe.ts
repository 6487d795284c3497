import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const p = await (await b.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await p.goto("http://127.0.0.1:5197/businesses?category=house-cleaning-service&map=1");
await p.locator("[data-business-id]").first().waitFor();
await p.locator("[data-business-id]").first().click();
await p.getByRole("region", { name: /On the map/ }).waitFor();
// hover a card: its marker is highlighted
const firstCardName = await p.locator("article h2 a").first().textContent();
await p.locator("article").first().hover();
console.log("highlighted:", await p.locator("[data-highlighted]").getAttribute("aria-label"), "card:", firstCardName);
console.log("canvas tabindex", await p.locator("canvas").getAttribute("tabindex"), await p.locator("canvas").getAttribute("aria-label"));
const r = await new AxeBuilder({ page: p }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
for (const v of r.violations) console.log(v.impact, v.id, v.help, v.nodes.slice(0, 3).map((n) => n.target.join(" ")));
await b.close();
