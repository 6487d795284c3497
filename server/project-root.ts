import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder holding package.json. The server runs from its sources in server/ (tsx: tests, dev) and
 * from its build in dist/server (`npm start`, `npm run serve`), so files beside the code are found from
 * here, never relative to the running module.
 */
export const projectRoot = findRoot(import.meta.dirname);

/** The build: the server (dist/server), the client (dist/public) and the migrations (dist/migrations). */
export const distDir = path.join(projectRoot, "dist");

/**
 * Whether this code runs from the build. A production install holds the build and the package files
 * alone (`npm ci --omit=dev`: no sources, no build tools), so the built server reads only from dist/.
 */
export const runsFromBuild = import.meta.dirname === path.join(distDir, "server");

/** drizzle-kit's migrations: copied into the build beside the server (scripts/build-server.ts). */
export const migrationsDir = path.join(runsFromBuild ? distDir : projectRoot, "migrations");

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${from} or above it`);
  }
}
