import { defineConfig } from "vitest/config";

/**
 * `npm run test:resilience`: tests that start real server processes and kill them,
 * or cut the database away; kept out of `npm test` because each takes many seconds.
 */
export default defineConfig({
  test: {
    include: ["server/resilience/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 1,
  },
});
