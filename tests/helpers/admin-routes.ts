import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/**
 * The /admin pages that must stay reachable without an admin session: signing
 * in, the second factor, the waiting page, signing out and resetting a
 * forgotten password. Every other route under /admin is guarded, and the
 * guard tests check each one.
 */
export const OPEN_ADMIN_PATHS = [
  "/admin/login",
  "/admin/login/two-factor",
  // Starts a provider sign-in (routes/admin/login-sso.tsx): for visitors, like the sign-in page.
  "/admin/login/sso/x",
  "/admin/awaiting-approval",
  "/admin/logout",
  "/admin/forgot-password",
  "/admin/reset-password",
];

export type AdminRoute = {
  /** A concrete URL for the route (dynamic segments and splats filled in). */
  url: string;
  /** The route module, relative to app/. */
  file: string;
  /** Layouts have no URL of their own; `url` is their first child's. */
  layout: boolean;
};

function concrete(path: string): string {
  const filled = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "not-a-page" : segment.startsWith(":") ? "x" : segment))
    .join("/");
  return `/${filled}`;
}

function join(parent: string, path: string | undefined): string {
  if (!path) return parent;
  return [parent, path].filter(Boolean).join("/");
}

type Flat = { url: string; file: string; children: Flat[] };

function flatten(entries: RouteConfigEntry[], parent = ""): Flat[] {
  return entries.map((entry) => {
    const path = join(parent, entry.path);
    return { url: concrete(path), file: entry.file, children: flatten(entry.children ?? [], path) };
  });
}

function descendants(route: Flat): Flat[] {
  return route.children.flatMap((child) => [child, ...descendants(child)]);
}

const isAdminUrl = (url: string) => url === "/admin" || url.startsWith("/admin/");

/** Every guarded admin route in app/routes.ts, layouts included. */
export function guardedAdminRoutes(): AdminRoute[] {
  const all = flatten(routes as RouteConfigEntry[]).flatMap((route) => [
    route,
    ...descendants(route),
  ]);
  const result: AdminRoute[] = [];
  for (const route of all) {
    const below = descendants(route);
    if (below.length && below.every((child) => isAdminUrl(child.url)) && !isAdminUrl(route.url)) {
      // A pathless layout whose pages are all admin pages (e.g. the shell).
      result.push({ url: below[0]!.url, file: route.file, layout: true });
    } else if (isAdminUrl(route.url) && !OPEN_ADMIN_PATHS.includes(route.url)) {
      result.push({ url: route.url, file: route.file, layout: below.length > 0 });
    }
  }
  return result;
}
