import { expect, test } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { HtmlValidate, type Message } from "html-validate";
import { htmlValidateConfig } from "./html-validate-config";
import { pageTypes, seedData, waitUntilRendered } from "./page-types";

/**
 * The markup of every page type as the browser holds it once rendered, checked by html-validate
 * (the recommended preset, relaxed only where e2e/html-validate-config.ts says why), including heading order.
 */

const messageLine = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (at ${m.selector})` : ""}`;

const validator = new HtmlValidate(htmlValidateConfig);

test.describe("valid HTML", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const pageType of pageTypes) {
    test(`when the ${pageType.name} page has rendered, then html-validate finds no error in its markup and no skipped heading level`, async ({
      page,
      request,
    }, testInfo) => {
      const path = pageType.path(await seedData(request));
      if (path === null) return test.skip(true, "the seeded data has no such page");
      await page.goto(path);
      await waitUntilRendered(page, pageType);
      // The ALTCHA widget draws its own markup (an empty dir="" among it), which is not ours to fix: its element stays, its inside goes.
      const html = `<!DOCTYPE html>\n${await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("altcha-widget").forEach((widget) => widget.replaceChildren());
        return copy.outerHTML;
      })}`;
      const report = await validator.validateString(html);
      const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
      // The markup as validated, to read beside the messages (whose line and column point into it).
      if (errors.length) {
        const file = testInfo.outputPath("rendered.html");
        await writeFile(file, html);
        await testInfo.attach("rendered.html", { path: file, contentType: "text/html" });
      }
      expect(errors.map(messageLine), `html-validate on ${pageType.name} (${page.url()})`).toEqual([]);
    });
  }
});
