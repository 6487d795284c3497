import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Which part may import which: shared/ neither side, the client not the server, the server not the client. */
const parts = [
  { target: "./shared", from: ["./client", "./server"], message: "shared/ is imported by both sides and imports neither." },
  { target: "./client", from: "./server", message: "The client never imports server code." },
  { target: "./server", from: "./client", message: "The server never imports client code." },
];

/**
 * The server's rooms (decision 038). Shared rooms hold what several features use and import no feature;
 * test rooms hold tests and their helpers; every other folder of server/ is a feature, a new one too.
 */
const sharedRooms = ["activity", "cache", "db", "facets", "http", "metrics", "rate-limit", "spreadsheet"];
const testRooms = ["fuzz", "resilience", "test", "types"];
const serverDir = path.join(import.meta.dirname, "server");
const features = readdirSync(serverDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedRooms.includes(entry.name) && !testRooms.includes(entry.name))
  .map((entry) => entry.name);

/** A feature's public surface: its routers and its services. Its queries and helpers are its own. */
const publicFiles = ["*.service.ts", "*.routes.ts"].map((name) => path.join(serverDir, "*", name));

const rooms = [
  {
    target: sharedRooms.map((room) => `./server/${room}`),
    from: features.map((feature) => `./server/${feature}`),
    message: "A shared room (db/, http/, spreadsheet/, cache/ …) imports no feature: move what both need into a shared room.",
  },
  {
    target: "./server/spreadsheet",
    from: "./server/http",
    message: "A file format knows nothing of HTTP: throw FileRefused, and let the caller answer.",
  },
  ...features.map((feature) => ({
    target: `./server/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => path.join(serverDir, other, "**")),
    except: publicFiles,
    message: "A feature reaches another only through its *.service.ts or *.routes.ts; what both need belongs in a shared room.",
  })),
];

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "migrations", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    // Without the TypeScript extensions and parser the rules cannot follow an import, and no cycle is ever found.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...parts, ...rooms], basePath: import.meta.dirname }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Node's modules and globals stay on the server (the types cannot refuse them: drizzle's declarations need Node's).
    files: ["client/src/**/*.{ts,tsx}", "shared/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "client/src/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^node:", message: "Node's modules are for the server." },
            { regex: "^zod-openapi", message: "The API's description is made on the server (server/openapi/), never in the browser bundle." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "process", "Buffer", "__dirname", "require"],
    },
  },
  {
    files: ["shared/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-globals": ["error", "process", "Buffer", "__dirname", "require", "window", "document", "localStorage"] },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern; one with none is `({}, use)`.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
