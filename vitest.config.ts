import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "client/src"),
    },
  },
  test: {
    // Real server processes killed on purpose: `npm run test:resilience`.
    exclude: [...configDefaults.exclude, "server/resilience/**"],
    environment: "node",
    // Migrates one database per run; each test file gets an empty copy of it (embedded, or a new
    // database on TEST_DATABASE_URL's server): server/test/test-database.ts.
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      // Server files share a worker's loaded modules (isolate: false): loading them per file was half
      // of the run. Each file still gets an empty database and its own app; none mocks a module.
      { extends: true, test: { name: "server", include: ["{server,shared,scripts}/**/*.test.ts"], isolate: false } },
      // Component files share a worker too, and its loaded libraries: loading them per file was two
      // thirds of these files' time (decision 040). Each file gets a fresh DOM, its own mocks, and the
      // app's modules evaluated afresh (client/src/test/setup.ts).
      { extends: true, test: { name: "client", include: ["client/**/*.test.{ts,tsx}"], isolate: false, setupFiles: ["client/src/test/setup.ts"] } },
    ],
  },
});
