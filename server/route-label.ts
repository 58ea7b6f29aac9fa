/**
 * The `route` label of the request metrics: the route's pattern
 * (`/careers/job/:jobId`), never the URL itself, so the number of series
 * stays that of the route table whatever visitors and scanners ask for.
 */

/** A route of the server build's manifest (`build.routes`), as far as matching needs. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** Requests for a URL no route of the app claims (404s, probes). */
export const UNMATCHED = "unmatched";
/** Files served by express.static (server/index.ts marks them). */
export const STATIC = "static";

/** Paths the Express server answers itself, before React Router. */
const OWN_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/__manifest"]);

/** Distinct paths remembered; past this the memory starts over (a scanner's many URLs). */
const MEMORY_LIMIT = 2_000;

/** One way a route's full path can match (an optional segment makes two), ranked as React Router does. */
type Candidate = { label: string; score: number; matcher: RegExp };

function fullPaths(manifest: Record<string, ManifestRoute | undefined>) {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  // Depth first, children before their parent: React Router's order among equal scores.
  const leaves: Array<{ id: string; path: string; index: boolean; caseSensitive: boolean }> = [];
  const visit = (parentId: string | undefined, parentPath: string) => {
    for (const route of children.get(parentId) ?? []) {
      const path = route.path ? joinPath(parentPath, route.path) : parentPath;
      visit(route.id, path);
      if (route.path !== undefined || route.index) {
        leaves.push({
          id: route.id,
          path,
          index: Boolean(route.index),
          caseSensitive: Boolean(route.caseSensitive),
        });
      }
    }
  };
  visit(undefined, "");
  return leaves;
}

function joinPath(parent: string, child: string): string {
  return parent && child ? `${parent}/${child}` : parent || child;
}

/** `a/:b?/c` → `a/:b/c`, `a/c` (React Router's explodeOptionalSegments, for ranking). */
function explodeOptional(path: string): string[] {
  let variants = [""];
  for (const segment of path.split("/")) {
    const required = segment.replace(/\?$/, "");
    const next = variants.map((variant) => joinPath(variant, required));
    if (segment.endsWith("?")) next.push(...variants);
    variants = next;
  }
  return [...new Set(variants)];
}

const PARAM = /^:[\w-]+$/;

/** React Router's computeScore: static segments weigh most, a splat least. */
function score(path: string, index: boolean): number {
  const segments = `/${path}`.split("/");
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    total += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

/** React Router's compilePath for a whole path (end = true), without the parameters. */
function compile(path: string, caseSensitive: boolean): RegExp {
  let source =
    "^" +
    `/${path}`
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)(\?)?/g, (_match, _name, optional, index: number, all: string) => {
        if (!optional) return "/([^\\/]+)";
        const next = all.charAt(index + _match.length);
        return next && next !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
  if (path === "*") source += "(.*)$";
  else if (path.endsWith("*")) source += "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}

/** The branded 404 pages: splat routes whose module is a `not-found` page (app/routes.ts). */
function isNotFoundRoute(leaf: { id: string; path: string }): boolean {
  return leaf.path.endsWith("*") && /(^|\/)not-found$/.test(leaf.id);
}

function candidates(manifest: Record<string, ManifestRoute | undefined>): Candidate[] {
  const list: Candidate[] = [];
  for (const leaf of fullPaths(manifest)) {
    const label = isNotFoundRoute(leaf) ? UNMATCHED : `/${leaf.path}`;
    for (const variant of explodeOptional(leaf.path)) {
      list.push({
        label,
        score: score(variant, leaf.index),
        matcher: compile(variant, leaf.caseSensitive),
      });
    }
  }
  // Stable: equal scores keep the order above, as in React Router.
  return list.sort((a, b) => b.score - a.score);
}

/** React Router's data requests (`/careers.data`, `/_root.data` for `/`) belong to their page. */
function pagePath(path: string): string {
  if (!path.endsWith(".data")) return path;
  if (path === "/_root.data") return "/";
  return path.slice(0, -".data".length);
}

/**
 * Returns the labelling function for the app's routes: the pattern of the
 * route React Router would pick, with its own ranking; a path that only the
 * catch-all 404 routes match is `unmatched`. Results are remembered per
 * path, so a page served from the page cache costs one map lookup.
 */
export function createRouteLabeler(
  manifest: Record<string, ManifestRoute | undefined>,
): (path: string) => string {
  const ranked = candidates(manifest);
  const memory = new Map<string, string>();

  function label(path: string): string {
    if (OWN_PATHS.has(path)) return path;
    const page = pagePath(path);
    for (const candidate of ranked) if (candidate.matcher.test(page)) return candidate.label;
    return UNMATCHED;
  }

  return (path) => {
    let known = memory.get(path);
    if (known === undefined) {
      known = label(path);
      if (memory.size >= MEMORY_LIMIT) memory.clear();
      memory.set(path, known);
    }
    return known;
  };
}
