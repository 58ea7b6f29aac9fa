// `npm start`: build once if there is no build, then serve it in production mode.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NODE_ENV ??= "production";

if (!existsSync("build/start.js") || !existsSync("build/server/index.js")) {
  console.log("No build found — building the app first (one time)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../build/start.js");
