import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5099);
// A new embedded database per run, seeded with the sample set on first start. Workers
// load this file too and inherit the variable, so only the main process makes the folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "mainstreet-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "npm start",
    url: `http://127.0.0.1:${port}/api/statistics`,
    timeout: 180_000,
    reuseExistingServer: false,
    // A known operator account for the admin specs (e2e/admin-support.ts signs in with it); without these the
    // server would generate a random password at start-up that the tests could not know.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      SEED_SAMPLE: "true",
      DATABASE_URL: "",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e-admin-password-123",
    },
  },
});
