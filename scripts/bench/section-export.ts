import { AdminClient } from "./admin-client";
import type { BenchContext } from "./context";
import { log } from "./log";
import { startAppServer, type ServerProcess } from "./processes";
import { mark, mb, num, table, type Check, type SectionResult } from "./report";
import { timed } from "./timed";

async function drain(response: Response): Promise<{ bytes: number; text?: string }> {
  if (!response.body) return { bytes: 0 };
  const reader = response.body.getReader();
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
  return { bytes };
}

async function fetchText(server: ServerProcess, path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.text();
}

/** Section 4: the full export streamed out of a fresh server, then one business sitemap file built from nothing. */
export async function exportSection(ctx: BenchContext): Promise<SectionResult> {
  const app = await startAppServer(ctx.databaseUrl);
  try {
    const admin = await AdminClient.login(app);
    const rssBefore = app.memory().rss;
    log(`export: streaming all ${num(ctx.fixtures.businessCount)} businesses`);
    const exported = await timed(async () => {
      const response = await admin.fetch("/api/admin/export");
      if (!response.ok) throw new Error(`export failed: ${response.status}`);
      return drain(response);
    });
    const peak = app.memory().peak;
    await admin.logout();

    log("sitemap: index and one business file, uncached");
    const index = await timed(() => fetchText(app, "/sitemap.xml"));
    const first = /<loc>[^<]*?(\/sitemaps\/businesses-\d+\.xml)<\/loc>/.exec(index.value)?.[1];
    if (!first) throw new Error("the sitemap index lists no business file");
    const file = await timed(() => fetchText(app, first));
    const again = await timed(() => fetchText(app, first));
    const urls = file.value.split("<url>").length - 1;

    const full = ctx.fixtures.businessCount >= 1_000_000;
    const checks: Check[] = [
      ...(full ? [{ name: "export: 1,000,000 rows in ≤ 60 s", ok: exported.seconds <= 60 }] : []),
      { name: "export: peak RSS ≤ 512 MB", ok: peak <= 512 * 1024 ** 2 },
      { name: "sitemap: one business file ≤ 1 s uncached", ok: file.seconds <= 1 },
    ];
    const markdown = [
      "### 4. Export and sitemap",
      "",
      `${ctx.stamp}. \`GET /api/admin/export\` on a fresh server, the .xlsx read to the end and discarded; peak RSS is the server's VmHWM. Then, on the same server, \`/sitemap.xml\` and its first business file, neither built before (the fetch accepts gzip, as crawlers do).`,
      "",
      table(
        ["What", "Rows / URLs", "Size", "Wall time", "Server RSS before", "Server peak RSS", "Target", "Met"],
        [
          [
            "export, all businesses",
            num(ctx.fixtures.businessCount),
            mb(exported.value.bytes),
            `${num(exported.seconds, 1)} s`,
            mb(rssBefore),
            mb(peak),
            full ? "≤ 60 s, ≤ 512 MB" : "≤ 512 MB (60 s is for a million)",
            mark(peak <= 512 * 1024 ** 2 && (!full || exported.seconds <= 60)),
          ],
          ["sitemap index, uncached", "", `${num(index.value.length / 1024)} KB`, `${num(index.seconds * 1000)} ms`, "", "", "", ""],
          [`${first}, uncached`, num(urls), mb(file.value.length), `${num(file.seconds * 1000)} ms`, "", "", "≤ 1 s", mark(file.seconds <= 1)],
          [`${first}, cached`, num(urls), mb(again.value.length), `${num(again.seconds * 1000)} ms`, "", "", "", ""],
        ],
      ),
    ].join("\n");
    return { id: "export", markdown, checks };
  } finally {
    await app.stop();
  }
}
