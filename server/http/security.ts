import helmet from "helmet";
import type { Config } from "../config";

/**
 * Security headers. The Content-Security-Policy allows only what the pages use:
 * the app's own scripts, styles and fonts; images from anywhere over https (business
 * photos are hosted by their sources, the ad slot's creative by its network); and
 * links to the configured ad and affiliate destinations.
 */
export function securityHeaders(config: Config) {
  const adOrigins = config.adSlot ? [new URL(config.adSlot.image).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:", ...adOrigins],
        "connect-src": ["'self'"],
        "font-src": ["'self'", "data:"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": config.siteUrl.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.siteUrl.startsWith("https:"),
  });
}
