import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dropServerDatabase } from "./server-database";
import { madeTemplate } from "./database-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test run's own folder, where the database template is made (database-template.ts). */
    testRunDir: string;
  }
}

/** vitest `globalSetup`: a folder for the run, removed afterwards with the database template made in it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(path.join(tmpdir(), "mainstreet-test-run-"));
  project.provide("testRunDir", runDir);
  return async () => {
    const template = await madeTemplate(runDir);
    if (template?.kind === "postgres") await dropServerDatabase(template.serverUrl, template.name);
    await rm(runDir, { recursive: true, force: true });
  };
}
