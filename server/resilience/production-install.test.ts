import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessListResponse, statistics } from "../../shared/api";
import { projectRoot } from "../project-root";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv } from "../test/fixtures/make-spreadsheets";
import { createStorage, ServerProcess, type Storage } from "./server-process";

/**
 * Issue 42, item 10: the usual production path. `npm run build` where the build tools are; then the build
 * and the package files alone in a folder of their own, `npm ci --omit=dev` there (no sources, no build
 * tools), and `npm run serve`. A package the server loads that is only a devDependency, or a file it reads
 * from outside dist/, fails here.
 */

const run = promisify(execFile);
const shipped = ["dist", "package.json", "package-lock.json"];
const buildTools = ["vite", "esbuild", "tsx", "typescript", "tailwindcss", "react"];

describe("a production install: the build and the runtime packages alone", () => {
  let installed = "";
  let storage: Storage | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await run("npm", ["run", "build"], { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 });
    installed = await mkdtemp(path.join(tmpdir(), "mainstreet-installed-"));
    await Promise.all(shipped.map((name) => cp(path.join(projectRoot, name), path.join(installed, name), { recursive: true })));
    await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: installed, maxBuffer: 64 * 1024 * 1024 });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
    if (installed) await rm(installed, { recursive: true, force: true });
  });

  it("then no build tool is installed, and the server migrates, answers its health checks, a page and the API, and imports a file", async () => {
    const packages = await readdir(path.join(installed, "node_modules"));
    expect(buildTools.filter((name) => packages.includes(name))).toEqual([]);

    storage = await createStorage();
    // On the embedded database a new one gets the sample set: the seed's chunk and its place data load too.
    server = await ServerProcess.start({ ...storage.env, SEED_SAMPLE: "true" }, { installed });
    const url = server.url;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(/<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]).toMatch(/Main Street/);
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    expect((await fetch(`${url}${script}`)).status).toBe(200);

    const before = statistics.parse(await (await fetch(`${url}/api/statistics`)).json()).totalBusinesses;
    if (!process.env.TEST_DATABASE_URL) expect(before).toBeGreaterThan(0);

    // The import's worker is the one built beside the server: the install has no esbuild to bundle one.
    const token = uniqueToken();
    const form = new FormData();
    form.append(
      "excelFile",
      new Blob([new Uint8Array(makeCsv(Array.from({ length: 20 }, (_, i) => businessRow({ name: `Installed Deli ${token} ${i}` }))))]),
      "installed.csv",
    );
    const imported = await fetch(`${url}/api/admin/import`, { method: "POST", headers: { cookie: await server.login(), origin: url }, body: form });
    expect(imported.status).toBe(200);
    const found = businessListResponse.parse(await (await fetch(`${url}/api/businesses?search=${token}&limit=1`)).json());
    expect(found.totalCount).toBe(20);

    expect(server.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
