/** Longest return path we carry around (a page URL with its filters fits easily). */
export const MAX_REDIRECT_LENGTH = 2_000;

// Two unrelated origins: a target is on-site only if it resolves to the same
// origin against both, so nothing in it can name a host of its own.
const BASES = ["http://site.invalid", "https://other-site.invalid:8443"] as const;

// Raw characters browsers drop or reinterpret while resolving a URL
// (backslash as slash; tab and line breaks removed; other controls).
const UNSAFE_CHARACTERS = /[\\\p{Cc}\p{Zl}\p{Zp}]/u;
// Encoded slashes, backslashes and controls: harmless to a server, but some
// proxies and old browsers decode them before resolving.
const ENCODED_SEPARATORS = /%(?:2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

/**
 * A redirect target taken from a request (`redirectTo`, `callbackURL`…) as a
 * path on this site, or `fallback`. The value is checked AFTER the URL parser
 * normalised it — `/.//evil.example`, `/..//x`, `/%2e//x` all become `//…`
 * only then — so the answer is the exact path the Location header will carry:
 * one leading slash, no scheme, no host, no backslash, no control character.
 */
export function safeRedirectTarget(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!isPlainLocalPath(value)) return fallback;
  let normalised: string;
  try {
    const url = new URL(value, BASES[0]);
    if (url.origin !== BASES[0]) return fallback;
    normalised = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  if (!isPlainLocalPath(normalised)) return fallback;
  // The result must mean the same on any origin (no authority hidden in it).
  for (const base of BASES) {
    const again = new URL(normalised, base);
    if (again.origin !== base || `${again.pathname}${again.search}${again.hash}` !== normalised) {
      return fallback;
    }
  }
  return normalised;
}

function isPlainLocalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  if (UNSAFE_CHARACTERS.test(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return !ENCODED_SEPARATORS.test(pathname);
}
