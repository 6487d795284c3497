import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate`: migrations are applied by the app itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
});
