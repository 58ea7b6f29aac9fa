import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_JOBS } from "../../app/modules/jobs/demo-jobs";
import { signIn } from "./helpers/accounts";
import { ownServerPort, SERVER_START_TIMEOUT_MS } from "./helpers/server";

// The README's "Deploying to a server", followed where a test can: the
// production environment from deploy/env.example, the server started the way
// deploy/arcwell.service starts it, the first administrator created with the
// guide's command while it runs, the health checks, /metrics as nginx would
// pass it on, a backup before an upgrade, and a stop within the unit's
// TimeoutStopSec. (systemd and nginx themselves: tests/integration/deploy-files.test.ts.)

const port = ownServerPort(58);
const base = `http://127.0.0.1:${port}`;
const UNIT = fs.readFileSync("deploy/arcwell.service", "utf8");
const ADMIN = {
  email: "owner@example.com",
  password: "a long deploy passphrase 1",
  name: "Site Owner",
};

let dataDir: string;
let envFile: string;
let server: ChildProcess;
let exited: Promise<number | null>;

/** One `Key=value` of the unit's [Service] section. */
function unitSetting(key: string): string {
  const match = new RegExp(`^${key}=(.*)$`, "m").exec(UNIT);
  if (!match) throw new Error(`deploy/arcwell.service has no ${key}`);
  return match[1]!.trim();
}

/** deploy/env.example filled in as the guide says: a secret, this machine's folder and port. */
function filledEnvironment(): string {
  const values: Record<string, string> = {
    AUTH_SECRET: crypto.randomBytes(48).toString("base64"),
    PUBLIC_URL: base, // plain http here: the test has no TLS in front
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  return fs
    .readFileSync("deploy/env.example", "utf8")
    .split("\n")
    .map((line) => {
      const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      return name && name in values ? `${name}=${values[name]}` : line;
    })
    .join("\n");
}

/** A command as the guide writes it: the env file's variables exported, as the service's user would. */
function runWithEnvFile(command: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", `set -a; . "${envFile}"; exec ${command}`], {
      env: { PATH: process.env.PATH, HOME: os.homedir(), NODE_ENV: "production" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-deploy-"));
  envFile = path.join(dataDir, "env");
  fs.writeFileSync(envFile, filledEnvironment(), { mode: 0o640 });

  // ExecStart with this machine's node (the unit names /usr/bin/node), in the
  // unit's WorkingDirectory (the app folder: here, the checkout).
  const [program, ...args] = unitSetting("ExecStart").split(/\s+/);
  expect(path.basename(program!)).toBe("node");
  const environment = unitSetting("Environment"); // NODE_ENV=production
  server = spawn(
    "sh",
    ["-c", `set -a; . "${envFile}"; ${environment}; exec "${process.execPath}" ${args.join(" ")}`],
    { env: { PATH: process.env.PATH, HOME: os.homedir() }, stdio: "ignore" },
  );
  exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  process.once("exit", () => server.kill("SIGKILL"));
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("health checks answer, and the site starts empty (SEED_DEMO=false)", async ({ request }) => {
  expect((await request.get(`${base}/healthz`)).status()).toBe(200);
  expect((await request.get(`${base}/readyz`)).status()).toBe(200);
  const careers = await request.get(`${base}/careers`);
  expect(careers.status()).toBe(200);
  expect(await careers.text()).not.toContain(DEMO_JOBS[0]!.title);
});

test("the guide's admin:create, run while the server runs, makes an administrator who signs in", async ({
  page,
}) => {
  const created = await runWithEnvFile(
    `npm run admin:create -- --email ${ADMIN.email} --password "${ADMIN.password}" --name "${ADMIN.name}"`,
  );
  expect(created.output).toContain(`Created administrator ${ADMIN.email}.`);
  expect(created.output).toContain("(Done by the server running on this data folder.)");
  expect(created.code).toBe(0);

  await signIn(page, base, ADMIN.email, ADMIN.password);
  await expect(page.getByRole("heading", { name: `Welcome back, ${ADMIN.name}` })).toBeVisible();
});

test("/metrics answers this machine's scraper, not a request passed on by nginx", async ({
  request,
}) => {
  const local = await request.get(`${base}/metrics`);
  expect(local.status()).toBe(200);
  expect(await local.text()).toContain("http_requests_total");
  const proxied = await request.get(`${base}/metrics`, {
    headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https" },
  });
  expect(proxied.status()).toBe(403);
});

test("a backup before an upgrade, then a stop within the unit's TimeoutStopSec", async () => {
  test.setTimeout(120_000);
  const archive = path.join(dataDir, "before-upgrade.tar.gz");
  const backup = await runWithEnvFile(`npm run backup -- "${archive}"`);
  expect(backup.code, backup.output).toBe(0);
  expect(fs.statSync(archive).size).toBeGreaterThan(0);

  const stopSeconds = Number(/^(\d+)s$/.exec(unitSetting("TimeoutStopSec"))?.[1]);
  const started = Date.now();
  server.kill(unitSetting("KillSignal") as NodeJS.Signals);
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(stopSeconds * 1000);
});
