// `npm run admin:create -- --email <e> --password <p> --name <n>`: creates a
// verified administrator, or updates the name and password of an existing
// account with that email and makes it an administrator again.
import { parseArgs } from "node:util";
import { loadServerBuild } from "./load-server-build.mjs";

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
try {
  await app.startApp({ seed: false });
  const admin = await app.createAdmin(values);
  console.log(
    admin.created
      ? `Created administrator ${admin.email}.`
      : `Updated ${admin.email}: name and password set, administrator role kept.`,
  );
} catch (error) {
  console.error(`Could not create the administrator:\n${error.message}`);
  process.exitCode = 1;
} finally {
  await app.stopApp();
}
