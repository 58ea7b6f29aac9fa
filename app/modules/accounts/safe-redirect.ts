const DEFAULT_AFTER_SIGN_IN = "/admin";
const PLACEHOLDER_ORIGIN = "http://local.invalid";

/**
 * A return path that stays on this site: a local absolute path ("/admin/…"),
 * never "//host", "/\host", a scheme or anything a browser would resolve to
 * another origin. Anything else falls back to the dashboard.
 */
export function safeRedirectPath(
  value: FormDataEntryValue | string | null | undefined,
  fallback = DEFAULT_AFTER_SIGN_IN,
): string {
  if (typeof value !== "string" || !value.startsWith("/") || /[\\\p{Cc}]/u.test(value)) {
    return fallback;
  }
  if (value.startsWith("//")) return fallback;
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/admin/login?redirectTo=…` for a request that needs a signed-in admin. */
export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  // React Router's data requests carry `_routes`; the page itself does not.
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const here = `${url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/")}${url.search}`;
  if (here === DEFAULT_AFTER_SIGN_IN || here === "/") return "/admin/login";
  return `/admin/login?${new URLSearchParams({ redirectTo: here })}`;
}
