// Shared by the one-shot CLIs (db:migrate, db:seed, admin:create): build once
// if there is no build, load the server build, apply the local auth secret and
// validate the environment (exit 1 with the message when it is bad).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export async function loadServerBuild() {
  process.env.NODE_ENV ??= "production";
  if (!existsSync("build/server/index.js")) {
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const app = await import(path.resolve("build/server/index.js"));
  app.applyLocalAuthSecret();
  try {
    app.getEnv();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  return app;
}

/** Prints a command's outcome and sets the exit code (1 when it did not happen). */
export function reportCommand(result) {
  if (result.ok) {
    console.log(result.message);
    if (result.viaServer) console.log("(Done by the server running on this data folder.)");
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
}
