// `npm run db:migrate` / `npm run db:seed`: run one task against the configured
// database (the same code path `npm start` uses), then exit.
import { loadServerBuild } from "./load-server-build.mjs";

const task = process.argv[2];
if (task !== "migrate" && task !== "seed") {
  console.error("usage: run-task.mjs migrate|seed");
  process.exit(2);
}
const app = await loadServerBuild();
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
