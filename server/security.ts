import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Security headers. Each response gets a fresh nonce in res.locals.cspNonce,
 * which React Router puts on every inline <script> it renders.
 */
export function securityHeaders(options: { dev: boolean; https: boolean }): RequestHandler[] {
  const setNonce: RequestHandler = (_req, res, next) => {
    // Without a CSP (dev) browsers keep the nonce attribute visible and React
    // would report a hydration mismatch; there is nothing to protect there.
    res.locals.cspNonce = options.dev ? "" : crypto.randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: options.dev
      ? false // Vite's dev client injects inline scripts and styles
      : {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": [
              "'self'",
              (_req, res) =>
                `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            ],
            "style-src": ["'self'"],
            "img-src": ["'self'", "data:"],
            "font-src": ["'self'"],
            "connect-src": ["'self'"],
            // Only our own pages: the office map's frame (/maps/*, see mapFrameHeaders).
            "frame-src": ["'self'"],
            "object-src": ["'none'"],
            "base-uri": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
          },
        },
    // Chromium sends `Origin: null` on form posts under `no-referrer`, which
    // React Router rejects; this policy keeps the origin same-site.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers without CSP
    // (helmet's default, SAMEORIGIN, contradicted it). The office map's own
    // page may be framed by this site: mapFrameHeaders says so in both.
    xFrameOptions: { action: "deny" },
  });
  // helmet does not set Permissions-Policy; this site needs none of these.
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    );
    next();
  };
  return [setNonce, headers, permissions];
}

/** Headers a page may set for itself, replacing the site-wide value instead of adding a second one. */
const PAGE_OWN_HEADERS = new Set(["referrer-policy", "x-frame-options"]);

/**
 * React Router's adapter appends each header of a page's response to what
 * the server set before it, so a page's own Referrer-Policy (the shared
 * preview's `no-referrer`) would go out beside the site-wide one — two
 * policies. For these single-valued headers, the page's value replaces it.
 */
export const pageHeadersReplaceDefaults: RequestHandler = (_req, res, next) => {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => {
    if (PAGE_OWN_HEADERS.has(field.toLowerCase()) && value !== undefined) {
      res.setHeader(field, value);
      return res;
    }
    return append(field, value);
  };
  next();
};

/** Where the office map pages live; mount mapFrameHeaders there. */
export const MAP_FRAME_PREFIX = "/maps";

/**
 * The office map's own page (/maps/*), loaded into the contact page only
 * when a visitor asks for the map: it may be framed by this site only, and
 * it alone may frame the map service. Every other page keeps frame-src to
 * this site, so nothing third-party can load before that click.
 */
export function mapFrameHeaders(options: { dev: boolean; mapOrigin: string }): RequestHandler {
  const policy = [
    "default-src 'none'",
    `frame-src ${options.mapOrigin}`,
    // The page's only markup is a full-size frame with a little inline style.
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
  return (_req, res, next) => {
    if (!options.dev) res.setHeader("Content-Security-Policy", policy);
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  };
}

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type RequestSiteSignals = {
  /** The Sec-Fetch-Site header (browsers set it; pages cannot forge it). */
  secFetchSite?: string;
  origin?: string;
  /** This server's origin as the request addressed it (scheme://host:port). */
  ownOrigin?: string;
  /** The origin of PUBLIC_URL, accepted as well (e.g. behind a proxy). */
  publicOrigin: string;
};

/** scheme://host:port with default ports dropped, or null for "null" and garbage. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from another site. Sec-Fetch-Site
 * decides when present ("same-origin" and "none" are ours); otherwise the
 * Origin must be this server's origin — scheme, host and port, so
 * `http://` cannot post to the `https://` site — or PUBLIC_URL's. Requests
 * with neither header come from non-browser clients, which cannot carry a
 * visitor's cookies for an attack.
 */
export function isCrossSiteRequest({
  secFetchSite,
  origin,
  ownOrigin,
  publicOrigin,
}: RequestSiteSignals) {
  if (secFetchSite === "cross-site") return true;
  if (secFetchSite === "same-origin" || secFetchSite === "none") return false;
  if (origin === undefined) return false;
  const from = originOf(origin);
  if (from === null) return true; // "null" (sandboxed frames, opaque redirects) or garbage
  return from !== originOf(ownOrigin) && from !== originOf(publicOrigin);
}

/** 403 for POST/PUT/PATCH/DELETE from another site, for every path (CSRF defense in depth). */
export function rejectCrossSiteRequests(options: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(options.publicUrl).origin;
  return (req, res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    const crossSite = isCrossSiteRequest({
      secFetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      ownOrigin: req.host ? `${req.protocol}://${req.host}` : undefined,
      publicOrigin,
    });
    if (!crossSite) return next();
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
  };
}
