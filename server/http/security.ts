import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Config } from "../config";

/**
 * Security headers, computed once: helmet's answer depends only on the
 * configuration, so every response gets a ready list instead of a dozen
 * middleware calls. API answers (JSON, downloads) get the set OWASP advises for
 * APIs: nothing may load or frame them, no sniffing, same-origin reads only;
 * the headers that govern documents (what a page may load, its window and
 * browsing-context isolation) go on pages.
 */
export function securityHeaders(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const https = config.siteUrl.startsWith("https:");
  const forPages = headersSetBy(helmet(pageOptions(config, https)));
  const forApi = headersSetBy(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: https,
    }),
  );
  return (req, res) => {
    for (const [name, value] of req.url?.startsWith("/api/") ? forApi : forPages) res.setHeader(name, value);
  };
}

/**
 * The pages' Content-Security-Policy allows only what they use: the app's own
 * scripts, styles and fonts; images from anywhere over https (business photos are
 * hosted by their sources, the ad slot's creative by its network); and links to
 * the configured ad and affiliate destinations. The map (decision 043) runs MapLibre's
 * workers from blob: URLs (child-src for browsers without worker-src) and reads its
 * style, tiles, glyphs and sprites from this origin, or from MAP_STYLE_URL's origin
 * alone: a hosted style must keep its resources on its own host.
 */
function pageOptions(config: Config, https: boolean): Parameters<typeof helmet>[0] {
  const adOrigins = config.adSlot ? [new URL(config.adSlot.image).origin] : [];
  const mapOrigins = config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:", ...adOrigins],
        "connect-src": ["'self'", ...mapOrigins],
        "worker-src": ["'self'", "blob:"],
        "child-src": ["'self'", "blob:"],
        "font-src": ["'self'", "data:"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  };
}

/**
 * The headers a middleware sets, found once by running it against a recording
 * response. Helmet's answer depends only on the configuration, so every response
 * gets the same list; setting it from an array spares each request a dozen
 * middleware calls.
 */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let called = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error("The security headers middleware did not finish synchronously");
  return [...headers];
}
