import { cp, readFile, rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { distDir, projectRoot } from "../server/project-root";
import { builtImportWorker, importWorkerBuild } from "../server/spreadsheet/worker-script";

/** What `npm start` and `npm run serve` run: `node --enable-source-maps dist/server/index.js`. */
export const builtServerEntry = path.join(distDir, "server/index.js");

/**
 * Bundles the server's own code into dist/server, packages left to node_modules, code loaded on demand
 * kept in chunks of its own (the seed's place data); beside it the import worker and the migrations, so
 * the server runs from dist/ and the runtime packages alone. Run this way the server holds about 40 MB
 * less than under tsx, which compiles every module as it loads and keeps its loader thread (decision 022).
 */
export async function buildServer(): Promise<void> {
  const outdir = path.dirname(builtServerEntry);
  const migrations = path.join(distDir, "migrations");
  await Promise.all([rm(outdir, { recursive: true, force: true }), rm(migrations, { recursive: true, force: true })]);
  const [{ metafile }] = await Promise.all([
    build({
      entryPoints: [path.join(projectRoot, "server/index.ts")],
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      sourcemap: true,
      metafile: true,
      logLevel: "warning",
    }),
    build({ ...importWorkerBuild, outfile: builtImportWorker }),
    cp(path.join(projectRoot, "migrations"), migrations, { recursive: true }),
  ]);
  await checkRuntimePackages(metafile);
}

/**
 * A production install (`npm ci --omit=dev`) has the dependencies alone: a package the built server
 * imports that is only a devDependency would stop it at start-up, or later, where a chunk loads.
 */
async function checkRuntimePackages(metafile: Metafile): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(projectRoot, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
  const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => packageOf(i.path)));
  const missing = [...new Set(imported)].filter((name) => name && !runtime.has(name) && !builtinModules.includes(name));
  if (missing.length > 0) {
    throw new Error(`The server imports ${missing.join(", ")}, not in package.json's dependencies: a production install would lack them`);
  }
}

/** "pg" of "pg", "@scope/name" of "@scope/name/sub"; "" for node's own modules ("node:fs"). */
function packageOf(specifier: string): string {
  if (specifier.startsWith("node:")) return "";
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
