import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Esbuild from "esbuild";
import { distDir, projectRoot, runsFromBuild } from "../project-root";

/** The import worker built with the server, beside it (scripts/build-server.ts writes it). */
export const builtImportWorker = path.join(distDir, "server", "import-worker.cjs");

/**
 * The worker runs as one plain script, its packages inside it, bundled by esbuild (the compiler tsx runs on):
 * a worker given tsx's loader instead carries it and the loader's own thread, several times the bundle's
 * memory (decision 022).
 */
export const importWorkerBuild = {
  entryPoints: [path.join(projectRoot, "server/spreadsheet/import-worker.ts")],
  bundle: true,
  platform: "node",
  format: "cjs",
  logLevel: "silent",
} satisfies Esbuild.BuildOptions;

/** The worker's script: the built one, or, run from the sources, one bundled from them now. */
export async function importWorkerScript(): Promise<string> {
  if (runsFromBuild) return readFile(builtImportWorker, "utf8");
  // Required by name at run time, so the server's bundle does not take esbuild for a package it loads:
  // a production install has no build tools.
  const { build } = createRequire(import.meta.url)("esbuild") as typeof Esbuild;
  const { outputFiles } = await build({ ...importWorkerBuild, write: false });
  return outputFiles[0]?.text ?? "";
}
