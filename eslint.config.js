import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Which part may import which: shared/ neither side, the client not the server, the server not the client. */
const boundaries = [
  { target: "./shared", from: ["./client", "./server"], message: "shared/ is imported by both sides and imports neither." },
  { target: "./client", from: "./server", message: "The client never imports server code." },
  { target: "./server", from: "./client", message: "The server never imports client code." },
  {
    target: "./server/spreadsheet",
    from: ["./server/http", "./server/admin", "./server/search", "./server/seo", "./server/sitemap", "./server/site", "./server/suggestions", "./server/web"],
    message: "A file format knows nothing of HTTP or of the features that use it: throw FileRefused, and let the caller answer.",
  },
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
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
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
