// Vite plugin: the public pages' plain scripts (app/browser/), bundled by
// esbuild into hashed files under /assets/, and a virtual module that tells
// the server their URLs. Public pages are not hydrated (decision 008), so
// these few kilobytes are all the JavaScript they load.
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** Entry points, by the name the server asks for. */
const ENTRIES = {
  enhance: "app/browser/enhance.ts",
  // Public pages only (app/root.tsx): the cookie-free page-view beacon (decision 045).
  beacon: "app/browser/page-view-beacon.ts",
} as const;
export type BrowserScriptName = keyof typeof ENTRIES;

const VIRTUAL_ID = "virtual:browser-scripts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ASSETS_DIR = "assets";

type Bundle = {
  urls: Record<BrowserScriptName, string>;
  files: Array<{ fileName: string; contents: Uint8Array }>;
};

/** esbuild's output is deterministic, so the client and server builds agree on every hash. */
async function bundleBrowserScripts(root: string, base: string): Promise<Bundle> {
  const outdir = path.join(root, "build/.browser-scripts", ASSETS_DIR);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    // Vite 7's default build target ("baseline widely available").
    target: ["chrome107", "edge107", "firefox104", "safari16"],
    minify: true,
    legalComments: "none",
    write: false,
    metafile: true,
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    tsconfig: path.join(root, "tsconfig.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const urls = {} as Record<BrowserScriptName, string>;
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    const name = (Object.keys(ENTRIES) as BrowserScriptName[]).find(
      (key) => meta.entryPoint === ENTRIES[key],
    );
    if (name) urls[name] = `${base}${ASSETS_DIR}/${path.basename(output)}`;
  }
  const files = result.outputFiles.map((file) => ({
    fileName: `${ASSETS_DIR}/${path.relative(outdir, file.path)}`,
    contents: file.contents,
  }));
  return { urls, files };
}

export function browserScripts(): Plugin {
  let root = process.cwd();
  let base = "/";
  let serve = false;
  let ssr = false;
  let bundle: Promise<Bundle> | undefined;
  const getBundle = () => (bundle ??= bundleBrowserScripts(root, base));

  return {
    name: "arcwell:browser-scripts",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serve = config.command === "serve";
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In development Vite serves the TypeScript source itself, with HMR-free reloads.
      const urls = serve
        ? Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, `/${file}`]))
        : (await getBundle()).urls;
      return `export const BROWSER_SCRIPTS = ${JSON.stringify(urls)};`;
    },
    async generateBundle() {
      if (serve || ssr) return;
      for (const file of (await getBundle()).files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.contents });
      }
    },
  };
}
