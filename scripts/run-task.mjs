// `npm run db:migrate` / `npm run db:seed`: run one task against the configured
// database (the same code path `npm start` uses), then exit.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const task = process.argv[2];
if (task !== "migrate" && task !== "seed") {
  console.error("usage: run-task.mjs migrate|seed");
  process.exit(2);
}
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
try {
  await app.startApp(); // opens the database and applies pending migrations
  if (task === "seed") {
    const summary = await app.seedDemoContent();
    console.log(summary.length ? `Seeded: ${summary.join(", ")}` : "Demo content already present.");
  } else {
    console.log("Migrations applied.");
  }
} finally {
  await app.stopApp();
}
