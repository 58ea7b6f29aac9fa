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
