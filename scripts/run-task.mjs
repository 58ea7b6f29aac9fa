// `npm run db:migrate` / `npm run db:seed`: run one task against the configured
// database (the same code path `npm start` uses), then exit. With the embedded
// database and a server running on it, the server does the task.
import { loadServerBuild, reportCommand } from "./load-server-build.mjs";

const task = process.argv[2];
if (task !== "migrate" && task !== "seed") {
  console.error("usage: run-task.mjs migrate|seed");
  process.exit(2);
}
const app = await loadServerBuild();
reportCommand(await app.runCommand({ task }));
