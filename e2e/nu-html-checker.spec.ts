import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import vnuJarPath from "vnu-jar";
import { pageTypes, seedData, waitUntilRendered } from "./page-types";

/**
 * The markup of every page type as the browser holds it once rendered, checked by the Nu HTML
 * Checker (vnu.jar from the vnu-jar package, the W3C validator's engine) on the machine's Java.
 * All pages go to one run: Java takes seconds to start, the pages a fraction of that each.
 */

const vnuJar = vnuJarPath.toString();

/** One entry of vnu's `--format json` report; `url` is the file it read. */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * ALTCHA 3.2.2 (the newest) draws its widget's inside itself, with two errors out of our reach: its checkbox
 * has name="" on purpose (a named one would be sent with the form) and its Svelte code writes dir="" in a
 * left-to-right language. Neither changes what a browser does. Passed over only inside that widget: the
 * same message anywhere else fails.
 */
const altchaOwnErrors = ["Bad value “” for attribute “dir” on element “div”.", "Bad value “” for attribute “name” on element “input”: Must not be empty."];
const isAltchaOwn = (m: VnuMessage) =>
  altchaOwnErrors.includes(m.message) && /<div class="altcha" |<input type="checkbox" id="altcha-checkbox-/.test(m.extract ?? "");

/** vnu exits 1 when it finds an error, so its report is read whatever the exit code; anything that is not a report is the failure. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        // The report goes to stderr; a JVM's own complaints would not parse.
        resolve((JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu gave no report (${error?.message ?? "exit 0"}):\n${stderr}${stdout}`));
      }
    });
  });
}

test("when every page type has rendered, then the Nu HTML Checker finds no error in any of them", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const data = await seedData(request);
  const dir = await mkdtemp(path.join(tmpdir(), "mainstreet-vnu-"));
  try {
    /** The page each document came from, by the file vnu names in its report. */
    const pageOf = new Map<string, string>();
    for (const pageType of pageTypes) {
      const pagePath = pageType.path(data);
      if (pagePath === null) continue;
      await page.goto(pagePath);
      await waitUntilRendered(page, pageType);
      const file = path.join(dir, `${pageType.name.replace(/\W+/g, "-")}.html`);
      await writeFile(file, `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
      pageOf.set(file, `${pageType.name} (${pagePath})`);
    }

    const started = performance.now();
    const messages = await runVnu([...pageOf.keys()]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // What the run cost, in the report (decision 041 keeps the figures).
    console.log(`vnu checked ${pageOf.size} pages in ${seconds} s: ${[...pageOf.values()].join(", ")}`);

    const errors = messages.filter((m) => m.type !== "info" && !isAltchaOwn(m));
    const fileOf = (m: VnuMessage) => (m.url ? new URL(m.url).pathname : "");
    const lines = errors.map(
      (m) =>
        `${pageOf.get(fileOf(m)) ?? m.url ?? "vnu"} line ${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}: ${m.message}${m.extract ? ` in ${JSON.stringify(m.extract.trim())}` : ""}`,
    );
    // The documents with errors as validated, to read beside the messages (whose lines point into them).
    for (const file of new Set(errors.map(fileOf))) {
      if (pageOf.has(file)) await testInfo.attach(path.basename(file), { path: file, contentType: "text/html" });
    }
    expect(lines, `the Nu HTML Checker on ${pageOf.size} pages`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
