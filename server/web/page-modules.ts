import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminPagePaths, paths } from "../../shared/paths";
import { pagePath } from "./page-head";

/** A built module as Vite's manifest lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Each page's own code (client/src/app.tsx loads it when the route opens); the home page is in the entry. */
const pageSources: Record<string, string> = {
  [paths.browse]: "src/pages/browse.tsx",
  [paths.cities]: "src/pages/cities.tsx",
  [paths.categories]: "src/pages/categories.tsx",
  [paths.about]: "src/pages/about.tsx",
  [paths.contact]: "src/pages/contact.tsx",
  [paths.addBusiness]: "src/pages/add-business.tsx",
  [paths.advertise]: "src/pages/advertise.tsx",
  [paths.privacy]: "src/pages/privacy-policy.tsx",
  [paths.terms]: "src/pages/terms-of-service.tsx",
  [paths.saved]: "src/pages/saved.tsx",
  "/city": "src/pages/city.tsx",
  "/category": "src/pages/category.tsx",
  "/details": "src/pages/business-detail.tsx",
  "/business": "src/pages/business-detail.tsx",
  ...Object.fromEntries(adminPagePaths.map((p) => [p, "src/admin/admin-app.tsx"])),
};
const notFoundSource = "src/pages/not-found.tsx";

/** The source of the page a path opens, as app.tsx routes it. */
function pageSource(pathname: string): string | undefined {
  const { path } = pagePath(pathname);
  if (path === paths.home) return undefined;
  const section = path.match(/^\/[^/]+(?=\/[^/]+$)/)?.[0];
  return pageSources[path] ?? (section ? pageSources[section] : undefined) ?? notFoundSource;
}

/**
 * `<link rel="modulepreload">` tags for the code of the page a path opens, from
 * the build's manifest: the browser fetches it with the entry instead of after
 * the entry has run. Without a manifest (a build without one) there are none.
 */
export function pageModuleLinks(clientDir: string): (pathname: string) => string {
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const inEntry = new Set(chunkFiles(manifest, "index.html"));
  const links = new Map<string, string>();
  for (const source of new Set([...Object.values(pageSources), notFoundSource])) {
    const files = chunkFiles(manifest, source).filter((file) => !inEntry.has(file));
    links.set(source, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    "));
  }
  return (pathname) => {
    const source = pageSource(pathname);
    return source === undefined ? "" : (links.get(source) ?? "");
  };
}

/** A module's file and those of everything it imports, however deep. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}
