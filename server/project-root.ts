import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder holding package.json. The server runs from its sources in server/ (tsx: tests, dev) and
 * from its build in dist/server (`npm start`), so files beside the code are found from here, never
 * relative to the running module.
 */
export const projectRoot = findRoot(import.meta.dirname);

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${from} or above it`);
  }
}
