import { test as base } from "@playwright/test";
import { createStorage, ServerProcess } from "../server/resilience/server-process";
import { admin } from "./admin-support";

/**
 * `test` for a spec that changes everything a server holds (delete-all): each of its workers gets a server of
 * its own on a new, empty database, started as playwright.config.ts starts the shared one, and `baseURL`
 * points there. The other specs' data is never touched, so files can run in any order; each test adds the
 * data it needs.
 */
export const test = base.extend<object, { ownServer: ServerProcess }>({
  ownServer: [
    async ({}, use) => {
      const storage = await createStorage();
      const server = await ServerProcess.start({
        ...storage.env,
        NODE_ENV: "test",
        // The line that says which port the server took (PORT=0) is an info line; tests are silent by default.
        LOG_LEVEL: "info",
        SEED_SAMPLE: "false",
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
      });
      try {
        await use(server);
      } finally {
        await server.stop();
        await storage.drop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
});
