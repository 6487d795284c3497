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
    include: ["{server,shared,client,scripts}/**/*.test.{ts,tsx}"],
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
  },
});
