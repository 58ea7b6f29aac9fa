// `npm run admin:create -- --email <e> --password <p> --name <n>`: creates a
// verified administrator, or updates the name and password of an existing
// account with that email and makes it an administrator again. Works while
// the server runs: with the embedded database the server does it.
import { parseArgs } from "node:util";
import { loadServerBuild, reportCommand } from "./load-server-build.mjs";

const USAGE =
  'usage: npm run admin:create -- --email <email> --password <password> --name "<name>"';

let values;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (!values.email || !values.password || !values.name) {
  console.error(USAGE);
  process.exit(2);
}

process.env.LOG_LEVEL ??= "warn";
const app = await loadServerBuild();
reportCommand(await app.runCommand({ task: "admin:create", args: values }));
