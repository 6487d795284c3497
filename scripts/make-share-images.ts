import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { categoryImage } from "../shared/paths";
import { shareCardPath, shareCards, shareImageSize, type ShareCard } from "../shared/share-images";

/**
 * Draws the link-preview cards (client/public/images/share/*.png) in Debian's Chromium:
 * the site's name, the card's headline and line, and the category group's illustration.
 * Run it again after changing SITE_NAME or the cards in shared/share-images.ts:
 *   SITE_NAME="Main Street" npx tsx scripts/make-share-images.ts
 */

const publicDir = path.resolve(import.meta.dirname, "../client/public");
const siteName = process.env.SITE_NAME?.trim() || "Main Street";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c] ?? c);

/** The SVG files are ours (client/public), so their markup goes into the page as it is. */
const readSvg = (publicPath: string) => readFile(path.join(publicDir, publicPath), "utf8");

function cardHtml(card: ShareCard, logo: string, picture: string): string {
  const { width, height } = shareImageSize;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${width}px; height: ${height}px; overflow: hidden; display: flex; align-items: center; gap: 56px;
    padding: 0 72px; background: #172554; color: #fff; font-family: Inter, "Liberation Sans", Arial, sans-serif; }
  .text { flex: 1; min-width: 0; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 38px; font-weight: 700; }
  .brand svg { width: 64px; height: 64px; }
  h1 { margin-top: 56px; font-size: 60px; line-height: 1.1; font-weight: 700; }
  p { margin-top: 28px; font-size: 28px; line-height: 1.4; color: #cbd5e1; }
  .picture { flex: none; width: 416px; height: 260px; border-radius: 24px; overflow: hidden; }
  .picture svg { display: block; width: 100%; height: 100%; }
  .logo { display: flex; align-items: center; justify-content: center; background: #1e40af; }
  .logo svg { width: 200px; height: 200px; }
</style></head><body>
  <div class="text">
    <div class="brand">${logo}<span>${escapeHtml(siteName)}</span></div>
    <h1>${escapeHtml(card.headline)}</h1>
    <p>${escapeHtml(card.line)}</p>
  </div>
  <div class="picture${card.group ? "" : " logo"}">${picture}</div>
</body></html>`;
}

async function main() {
  const logo = await readSvg("favicon.svg");
  await mkdir(path.join(publicDir, "images/share"), { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ viewport: shareImageSize, deviceScaleFactor: 1 });
    for (const card of shareCards) {
      const picture = card.group ? await readSvg(categoryImage(card.group.slug)) : logo;
      await page.setContent(cardHtml(card, logo, picture));
      const file = path.join(publicDir, shareCardPath(card));
      await page.screenshot({ path: file, type: "png" });
      console.log(`${path.relative(process.cwd(), file)}: ${Math.round((await stat(file)).size / 1024)} KB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
