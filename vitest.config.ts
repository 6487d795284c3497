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
    // Migrates one database per run; each test file opens its own copy of it (embedded, or a new
    // database on TEST_DATABASE_URL's server): server/test/test-database.ts.
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      // Server files share a worker's loaded modules (isolate: false): loading them per file was half
      // of the run. Each file still opens its own database and app; none mocks a module.
      { extends: true, test: { name: "server", include: ["{server,shared,scripts}/**/*.test.ts"], isolate: false } },
      // Component tests mock modules and render into a shared DOM: one fresh worker each.
      { extends: true, test: { name: "client", include: ["client/**/*.test.{ts,tsx}"], setupFiles: ["client/src/test/setup.ts"] } },
    ],
  },
});
