// `npm run admin:create -- --email <e> --password <p> --name <n>`: creates a
// verified administrator, or updates the name and password of an existing
// account with that email and makes it an administrator again.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

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

process.env.NODE_ENV ??= "production";
process.env.LOG_LEVEL ??= "warn";
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
