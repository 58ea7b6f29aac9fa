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
            "frame-src": ["'none'"],
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

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type RequestSiteSignals = {
  /** The Sec-Fetch-Site header (browsers set it; pages cannot forge it). */
  secFetchSite?: string;
  origin?: string;
  /** This server's host as the request addressed it (host:port). */
  host?: string;
  /** The host of PUBLIC_URL, accepted as well (e.g. behind a proxy). */
  publicHost: string;
};

/**
 * Whether a state-changing request comes from another site. Sec-Fetch-Site
 * decides when present ("same-origin" and "none" are ours); otherwise the
 * Origin must name this host. Requests with neither header come from
 * non-browser clients, which cannot carry a visitor's cookies for an attack.
 */
export function isCrossSiteRequest({ secFetchSite, origin, host, publicHost }: RequestSiteSignals) {
  if (secFetchSite === "cross-site") return true;
  if (secFetchSite === "same-origin" || secFetchSite === "none") return false;
  if (origin === undefined) return false;
  try {
    const originHost = new URL(origin).host;
    return originHost !== host && originHost !== publicHost;
  } catch {
    return true; // "null" (sandboxed frames, opaque redirects) or garbage
  }
}

/** 403 for POST/PUT/PATCH/DELETE from another site, for every path (CSRF defense in depth). */
export function rejectCrossSiteRequests(options: { publicUrl: string }): RequestHandler {
  const publicHost = new URL(options.publicUrl).host;
  return (req, res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    const crossSite = isCrossSiteRequest({
      secFetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      host: req.host,
      publicHost,
    });
    if (!crossSite) return next();
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
  };
}
