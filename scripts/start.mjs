// `npm start`: build once if there is no build, then serve it in production mode.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NODE_ENV ??= "production";

if (!existsSync("build/start.js") || !existsSync("build/server/index.js")) {
  console.log("No build found — building the app first (one time)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A local trial needs no configuration: without AUTH_SECRET (and with a local
// PUBLIC_URL) the generated secret in DATA_DIR/secret is used. The server
// build is the same module the entry imports next, so this is seen there.
const app = await import("../build/server/index.js");
const secretFile = app.applyLocalAuthSecret();
if (secretFile) {
  console.log(
    `Using the generated session secret in ${secretFile} (set AUTH_SECRET for a real deployment).`,
  );
}

await import("../build/start.js");
