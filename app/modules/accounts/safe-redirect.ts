import { safeRedirectTarget } from "~/utils/safe-redirect";

const DEFAULT_AFTER_SIGN_IN = "/admin";

/** Where to go after signing in: the requested local path, else the dashboard. */
export function safeRedirectPath(value: unknown): string {
  return safeRedirectTarget(value, DEFAULT_AFTER_SIGN_IN);
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
