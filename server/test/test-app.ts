import supertest from "supertest";
import { afterAll, beforeAll } from "vitest";
import { createApp, type App } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/database";
import { DataVersion } from "../cache/data-version";
import { recountFacets } from "../facets/facets";
import { suggestionThrottle } from "../suggestions/suggestion-throttle";
import { createTestDatabase } from "./test-database";

export interface TestContext {
  app: App;
  database: Database;
  dataVersion: DataVersion;
  /** After rows were written directly: rebuilds the counts and retires what the app built from the data. */
  recountFacets(): Promise<void>;
  request: ReturnType<typeof supertest>;
}

/** The SITE_URL of the test apps, so the Origin a browser on the site would send. */
export const testOrigin = "http://directory.test";

/** Opens one database and app for the test file; each test still inserts the rows it needs. */
export function useTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string; searchTotalLimit?: number; suggestionsPerHour?: number; trashBatchSize?: number } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.dataVersion = new DataVersion();
    context.recountFacets = () => recountFacets(context.database.db, context.dataVersion);
    const config = loadConfig({ NODE_ENV: "test", SITE_URL: testOrigin, ...env });
    context.app = createApp({
      db: context.database.db,
      config,
      dataVersion: context.dataVersion,
      clientDir: options.clientDir,
      searchTotalLimit: options.searchTotalLimit,
      trashBatchSize: options.trashBatchSize,
      suggestionLimit: options.suggestionsPerHour ? suggestionThrottle(context.database.pool, options.suggestionsPerHour) : undefined,
    });
    context.request = supertest(context.app);
  });
  afterAll(async () => {
    await context.database?.close();
  });
  return context;
}
