import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { useTestApp, type TestContext } from "./test-app";

/**
 * The test file's app serving pages at https://dir.example, with the page shell as the build ships
 * it, without needing a build (the source index.html), and how a crawler reads its pages.
 */
export function useCrawledApp(): { context: TestContext; crawl: ReturnType<typeof crawlerOf> } {
  const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
  copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(clientDir, "index.html"));
  const context = useTestApp({ SITE_URL: "https://dir.example", SITE_NAME: "Main Street" }, { clientDir });
  return { context, crawl: crawlerOf(context) };
}

/** What a crawler without JavaScript reads from the head of a page of the test app. */
export const crawlerOf =
  (context: TestContext) =>
  async (url: string, status = 200) => {
    const res = await context.request.get(url).expect(status).expect("Content-Type", /html/);
    const html = res.text;
    const attr = (selector: RegExp) => selector.exec(html)?.[1];
    const ld = /<script data-server-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    return {
      html,
      titles: html.match(/<title[^>]*>/g)?.length ?? 0,
      title: attr(/<title[^>]*>([^<]*)<\/title>/),
      description: attr(/<meta data-server-head name="description" content="([^"]*)"/),
      canonical: attr(/<link data-server-head rel="canonical" href="([^"]*)"/),
      robots: attr(/<meta data-server-head name="robots" content="([^"]*)"/),
      ogTitle: attr(/<meta data-server-head property="og:title" content="([^"]*)"/),
      twitterCard: attr(/<meta data-server-head name="twitter:card" content="([^"]*)"/),
      jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
    };
  };

/** The node of a type in a page's JSON-LD: the document itself, or one of its @graph. */
export function node(jsonLd: Record<string, unknown> | undefined, type: string): Record<string, unknown> {
  const nodes = (jsonLd?.["@graph"] as Record<string, unknown>[] | undefined) ?? (jsonLd ? [jsonLd] : []);
  const found = nodes.find((n) => n["@type"] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(jsonLd)}`);
  return found;
}

/** A BreadcrumbList's steps as [name, absolute URL]. */
export const steps = (list: Record<string, unknown>) =>
  (list.itemListElement as { position: number; name: string; item: string }[]).map((step, index) => {
    expect(step.position).toBe(index + 1);
    return [step.name, step.item];
  });
