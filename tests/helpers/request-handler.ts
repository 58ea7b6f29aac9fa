import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createRequestHandler,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import * as entry from "../../app/entry.server";
import * as root from "../../app/root";
import routes from "../../app/routes";
import { withRequestScope } from "../../app/utils/request-scope.server";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

// Every route module, as the server build bundles them (eager: one import cost per file).
const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });

// The three wrappers take different component types; the modules' exports fit each.
type Wrapper = (component: never) => unknown;

/** What React Router's Vite plugin does to each route module: its components get their props. */
function asBuilt(module: RouteModule): RouteModule {
  const source = module as unknown as Record<string, unknown>;
  const wrap = (name: string, wrapper: Wrapper) =>
    typeof source[name] === "function" ? { [name]: wrapper(source[name] as never) } : {};
  return {
    ...source,
    ...wrap("default", UNSAFE_withComponentProps),
    ...wrap("ErrorBoundary", UNSAFE_withErrorBoundaryProps),
    ...wrap("HydrateFallback", UNSAFE_withHydrateFallbackProps),
  } as unknown as RouteModule;
}

type ManifestEntry = NonNullable<ServerBuild["routes"][string]>;

function routeManifest(): ServerBuild["routes"] {
  const manifest: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: asBuilt(root as unknown as RouteModule) },
  };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const config of entries) {
      const id = config.id ?? config.file.replace(/\.[jt]sx?$/, "");
      const module = modules[`../../app/${config.file}`];
      if (!module) throw new Error(`no route module ${config.file}`);
      const route: ManifestEntry = {
        id,
        parentId,
        path: config.path,
        index: config.index,
        caseSensitive: config.caseSensitive,
        module: asBuilt(module),
      };
      manifest[id] = route;
      add(config.children ?? [], id);
    }
  };
  add(routes as RouteConfigEntry[], "root");
  return manifest;
}

function assetsManifest(manifest: ServerBuild["routes"]): ServerBuild["assets"] {
  const entries = Object.values(manifest).map((route) => {
    if (!route) throw new Error("empty route manifest entry");
    const module = route.module as unknown as Record<string, unknown>;
    return [
      route.id,
      {
        id: route.id,
        parentId: route.parentId,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        hasAction: typeof module.action === "function",
        hasLoader: typeof module.loader === "function",
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasDefaultExport: typeof module.default === "function",
        hasErrorBoundary: typeof module.ErrorBoundary === "function",
        module: `/assets/${route.id}.js`,
        imports: [],
        css: [],
      },
    ] as const;
  });
  return {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: Object.fromEntries(entries),
    url: "/assets/manifest.js",
    version: "test",
  } as unknown as ServerBuild["assets"];
}

/**
 * The app's React Router request handler in this process, built from
 * app/routes.ts and the route modules the way the production build wires
 * them (entry.server, root, every layout, loader, action and error boundary),
 * so tests drive real requests — documents and `.data` alike — against the
 * test database without starting a server.
 */
export function createTestRequestHandler() {
  const manifest = routeManifest();
  const build: ServerBuild = {
    entry: { module: entry as unknown as ServerBuild["entry"]["module"] },
    routes: manifest,
    assets: assetsManifest(manifest),
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  const handler = createRequestHandler(build, "production");
  // One request scope per request, as server/app.ts runs it.
  return (request: Request, clientIp = "203.0.113.77", requestedUrl?: string) =>
    withRequestScope(() =>
      handler(request, { clientIp, cspNonce: "test-nonce", requestId: "test", requestedUrl }),
    );
}
