import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

const apiPort = process.env.PORT ?? "5000";

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script and
 * stylesheet of 1 KB or more, each at its highest level, once per build; the
 * server sends them to clients that accept them (server/web/precompressed-assets.ts).
 */
function precompress(): Plugin {
  return {
    name: "main-street:precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      for (const fileName of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const file = path.join(dir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** drizzle-zod's zod, in the browser build only: see client/src/lib/zod-for-drizzle.ts. */
function zodForDrizzle(): Plugin {
  const builders = path.resolve(import.meta.dirname, "client/src/lib/zod-for-drizzle.ts");
  return {
    name: "main-street:zod-for-drizzle",
    apply: "build",
    enforce: "pre",
    resolveId: (source, importer) => (source === "zod/v4" && importer?.includes("/node_modules/drizzle-zod/") ? builders : null),
  };
}

/**
 * Code that two or more chunks share goes into one chunk, `common`, instead of a file per shared
 * module: a page's first load is then the entry, `common` and the page's own chunk (3–4 files instead
 * of 6–16), which on a slow phone network takes one round of requests instead of three
 * (docs/decisions/020). Left out: the admin's code, the suggestion and submission forms with their ALTCHA widget, and the Radix libraries of the menus and dialogs,
 * which only code loaded on demand uses and which stay in chunks of their own.
 */
const onDemandOnly = new RegExp(
  [
    /\/client\/src\/admin\//,
    // The visitors' forms (issue 41): only the dialog and the add-business form, both loaded on demand, use them.
    /\/client\/src\/(components\/suggest\/|api\/suggestions\.ts|components\/ui\/input\.tsx)/,
    /\/node_modules\/@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js/,
    // The maps (issue 44): MapLibre, PMTiles and Supercluster with the code that draws them, fetched when a map is shown.
    /\/client\/src\/components\/map\/(?!results-map\.tsx|map-layout\.tsx|detail-map\.tsx)/,
    /\/node_modules\/(maplibre-gl|pmtiles|supercluster|kdbush|fflate)\//,
    // The admin's insight charts (decision 049).
    /\/node_modules\/uplot\//,
    /\/node_modules\/(altcha|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)\//,
  ]
    .map((part) => part.source)
    .join("|"),
);

export default defineConfig({
  root: "client",
  plugins: [zodForDrizzle(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "client/src"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
    // Which files each page needs, so the server can have the browser fetch them with the page (server/web/page-modules.ts).
    manifest: true,
    // MapLibre's chunk is 1.1 MB minified (300 KB gzipped), fetched only when a map is shown; every
    // chunk a page loads first is far below this, and the bench holds their sum to 150 KB gzipped.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "common", minShareCount: 2, test: (id: string) => !onDemandOnly.test(id) }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${apiPort}`,
      "/sitemap.xml": `http://localhost:${apiPort}`,
      "/sitemaps": `http://localhost:${apiPort}`,
      "/robots.txt": `http://localhost:${apiPort}`,
      "/map": `http://localhost:${apiPort}`,
    },
  },
});
