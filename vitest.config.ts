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
    // Each test file opens its own database (embedded or a fresh one on TEST_DATABASE_URL's server).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
