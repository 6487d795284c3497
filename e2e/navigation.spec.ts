import { expect, test } from "@playwright/test";
import { watchConsole } from "./support";

test.describe("client-side navigation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("when a visitor follows in-app links from page to page, then each page renders and no script error occurs", async ({ page }) => {
    const errors = watchConsole(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    /** Checks the page's h1 and, when it is missing, says which script errors took the page down. */
    const expectH1 = async (text: string | RegExp) => {
      try {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n\nScript errors so far:\n${errors().join("\n") || "(none)"}`);
      }
    };
    await page.goto("/");
    await expectH1("Find trusted local businesses near you");
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expectH1(/About/);
    await nav.getByRole("link", { name: "Browse Businesses" }).click();
    await expect(page).toHaveURL("/businesses");
    await expectH1("Browse All Businesses");
    await nav.getByRole("link", { name: "Home" }).click();
    await expectH1("Find trusted local businesses near you");
    expect(errors(), "errors while navigating in the app").toEqual([]);
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("when a visitor opens the menu and chooses a link, then the page changes and the menu closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();

    await dialog.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    // A category link from the panel goes to that category page.
    await open.click();
    await expect(dialog).toBeVisible();
    const category = dialog.getByRole("link", { name: "Restaurants" });
    await category.click();
    await expect(page).toHaveURL("/category/restaurants");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurants");
  });

  test("when the menu is open, then its panel covers the screen's height, every link is on screen and on top, and the page behind does not scroll", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const panel = await dialog.boundingBox();
    expect(panel?.y, "the panel starts at the top of the screen").toBe(0);
    expect(panel?.height, "the panel is as tall as the screen").toBe(844);
    const links = dialog.getByRole("link");
    expect(await links.count(), "the panel holds the menu's links").toBeGreaterThanOrEqual(10);
    for (const link of await links.all()) {
      const name = (await link.textContent()) ?? "";
      const box = await link.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      expect(box.y, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${name} ends on screen`).toBeLessThanOrEqual(844);
      expect(box.x + box.width, `${name} is within the width`).toBeLessThanOrEqual(390);
      const onTop = await link.evaluate((el, point) => el.contains(document.elementFromPoint(point.x, point.y)), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(onTop, `${name} is the element at its own centre`).toBe(true);
    }
    // The page behind stays where it is while the menu is open: the wheel's scrolling is cancelled.
    await page.evaluate(() => window.addEventListener("wheel", (event) => Object.assign(window, { wheelCancelled: event.defaultPrevented }), { once: true }));
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => (window as { wheelCancelled?: boolean }).wheelCancelled), "the wheel reached the page").toBe(true);
    expect(await page.evaluate(() => window.scrollY), "the page behind scrolled").toBe(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow), "scrolling is given back").not.toBe("hidden");
  });

  test("when the menu is open and the visitor presses Escape, then it closes", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    // While the modal menu is open the page behind it, this button too, is hidden from assistive technology.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute("aria-expanded", "true");
    await expect(open).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("when the menu is closed with Escape, then focus returns to the Open menu button", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    // WAI-ARIA modal dialog pattern: on close, focus goes back to the element that opened it.
    await expect(open).toBeFocused();
  });

  test("when the menu opens, then Saved, drawn next to Close, is also the next stop for Tab, and All categories opens every category", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const close = dialog.getByRole("button", { name: "Close menu" });
    const saved = dialog.getByRole("link", { name: "Saved" });
    await expect(close).toBeFocused();
    const [closeBox, savedBox, homeBox] = await Promise.all([
      close.boundingBox(),
      saved.boundingBox(),
      dialog.getByRole("link", { name: "Home", exact: true }).boundingBox(),
    ]);
    if (!closeBox || !savedBox || !homeBox) throw new Error("a control of the menu has no box");
    expect(savedBox.x, "Saved is drawn after Close in its row").toBeGreaterThan(closeBox.x);
    expect(homeBox.y, "Home is drawn below that row").toBeGreaterThan(savedBox.y);
    await page.keyboard.press("Tab");
    await expect(saved).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await dialog.getByRole("link", { name: "All categories" }).click();
    await expect(page).toHaveURL("/categories");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Categories");
  });

  test("when the menu is open, then Tab keeps focus inside the dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const links = await dialog.getByRole("link").count();
    // Tab past every control in the panel: a modal dialog (aria-modal="true") keeps focus inside.
    for (let i = 0; i < links + 2; i += 1) await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
    expect(inside, "focus left the modal menu panel").toBe(true);
  });
});

test.describe("not found", () => {
  test("when a visitor opens an unknown path, then Page not found shows and Back to Home goes home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const back = page.getByRole("link", { name: "Back to Home" });
    await expect(back).toHaveAttribute("href", "/");
    await back.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find trusted local businesses near you");
  });
});

const staticPages = ["/about", "/contact", "/add-business", "/advertise", "/privacy-policy", "/terms-of-service"];

test.describe("static pages", () => {
  for (const path of staticPages) {
    test(`when a visitor opens ${path}, then exactly one h1 renders and the page has its own title`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      const heading = (await h1.textContent())?.trim() ?? "";
      expect(heading.length).toBeGreaterThan(0);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    });
  }

  test("when a visitor follows the footer's links, then each static page opens without a full reload", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    for (const name of ["Privacy Policy", "Terms of Service", "Advertise"]) {
      await footer.getByRole("link", { name, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  });
});
