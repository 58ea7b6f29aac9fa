// `npm run mail:latest [-- --to <address>] [--count <n>]`: the newest e-mails
// the site stored (default 5), decoded — the way to read a verification or
// reset link in outbox mode, where the .eml files are quoted-printable. Works
// while the server runs: with the embedded database the server answers.
import { parseArgs } from "node:util";
import { loadServerBuild, reportCommand } from "./load-server-build.mjs";

const USAGE = "usage: npm run mail:latest -- [--to <address>] [--count <n>]";

let values;
try {
  ({ values } = parseArgs({ options: { to: { type: "string" }, count: { type: "string" } } }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

process.env.LOG_LEVEL ??= "warn";
const app = await loadServerBuild();
reportCommand(await app.runCommand({ task: "mail:latest", args: values }));
