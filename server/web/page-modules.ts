import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchPage, pageRoutes } from "../../shared/page-routes";

/** A built module as Vite's manifest lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
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
  for (const source of new Set(pageRoutes.map((route) => route.chunk))) {
    if (source === undefined) continue;
    const files = chunkFiles(manifest, source).filter((file) => !inEntry.has(file));
    links.set(source, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    "));
  }
  return (pathname) => {
    const source = matchPage(pathname).route.chunk;
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
