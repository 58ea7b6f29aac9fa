// Compiles the HTTP entry (server/index.ts) to build/start.js. App code is
// not bundled here: the entry loads it from the React Router server build.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/start.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
