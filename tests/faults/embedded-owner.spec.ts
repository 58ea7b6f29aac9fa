import { expect, test } from "@playwright/test";
import {
  faultPort,
  newDataDir,
  runScript,
  serverEnv,
  startServerProcess,
  type ServerProcess,
} from "./process";

// One process owns the embedded database: commands run while the server runs
// go through it (the server sees the account at once, nothing is corrupted),
// a second server on the same folder refuses to start.
test.describe.configure({ mode: "serial" });

const PORT = faultPort(0);
const dataDir = newDataDir();
const env = serverEnv(PORT, dataDir);
let server: ServerProcess;

const teammate = {
  email: "teammate@example.com",
  password: "a teammate passphrase",
  name: "Terry Teammate",
};
const adminArgs = (account: typeof teammate) => [
  "scripts/admin-create.mjs",
  "--email",
  account.email,
  "--password",
  account.password,
  "--name",
  account.name,
];

async function signIn(url: string, account: { email: string; password: string }) {
  return fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", ...account }),
  });
}

test.beforeAll(async () => {
  server = await startServerProcess(env);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

test("admin:create while the server runs goes through the server, which can sign the account in at once", async () => {
  const created = await runScript(env, adminArgs(teammate));
  expect(created.stderr).toBe("");
  expect(created.stdout).toContain(`Created administrator ${teammate.email}.`);
  expect(created.stdout).toContain("Done by the server running on this data folder");
  expect(created.code).toBe(0);

  const signedIn = await signIn(server.url, teammate);
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.get("location")).toBe("/admin");

  // Again: the same account is updated, never duplicated.
  const updated = await runScript(env, adminArgs({ ...teammate, password: "a newer passphrase" }));
  expect(updated.stdout).toContain(`Updated ${teammate.email}`);
  expect((await signIn(server.url, { ...teammate, password: "a newer passphrase" })).status).toBe(
    302,
  );
});

test("bad arguments through the server fail with the reasons and exit code 1", async () => {
  const refused = await runScript(env, adminArgs({ ...teammate, email: "not-an-email" }));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain("Could not create the administrator");
});

test("db:seed and db:migrate while the server runs are done by it", async () => {
  const seeded = await runScript(env, ["scripts/run-task.mjs", "seed"]);
  expect(seeded.stdout).toContain("Demo content already present.");
  expect(seeded.code).toBe(0);
  const migrated = await runScript(env, ["scripts/run-task.mjs", "migrate"]);
  expect(migrated.stdout).toContain("Migrations applied.");
  expect(migrated.code).toBe(0);
});

test("mail:latest while the server runs prints the newest e-mail decoded, its link on one line", async () => {
  const asked = await fetch(`${server.url}/admin/forgot-password`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: teammate.email }),
  });
  expect(asked.status).toBeLessThan(400);
  // The link is issued by a queued task, after the answer.
  let printed = "";
  await expect
    .poll(
      async () => {
        const latest = await runScript(env, ["scripts/mail-latest.mjs", "--to", teammate.email]);
        printed = latest.stdout;
        return latest.code === 0 && printed.includes("Subject: Reset your password");
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(printed).toContain(`To: ${teammate.email}`);
  expect(printed).toContain("Done by the server running on this data folder");
  // Decoded: the whole link on one line, no quoted-printable "=3D" or soft breaks.
  expect(printed).toMatch(/\/admin\/reset-password\?token=[\w-]{20,}\n/);
  expect(printed).not.toContain("=3D");
});

test("a command on a folder with no database and no server says so", async () => {
  const elsewhere = serverEnv(faultPort(2), newDataDir());
  const latest = await runScript(elsewhere, ["scripts/mail-latest.mjs"]);
  expect(latest.code).toBe(1);
  expect(latest.stderr).toContain("No database at");
  const created = await runScript(elsewhere, adminArgs({ ...teammate, email: "typo@example.com" }));
  expect(created.code).toBe(0);
  expect(created.stdout).toContain("Created administrator typo@example.com.");
  expect(created.stdout).toContain("Warning: no server was running on");
  expect(created.stdout).toContain("same DATA_DIR as the server");
  // The second time the database is there: no warning.
  const again = await runScript(elsewhere, adminArgs({ ...teammate, email: "typo@example.com" }));
  expect(again.stdout).not.toContain("Warning");
});

test("a second server on the same data folder refuses to start and the first keeps serving", async () => {
  const second = serverEnv(faultPort(1), dataDir);
  await expect(startServerProcess(second)).rejects.toThrow(/is in use by another running process/);
  expect((await fetch(`${server.url}/careers`)).status).toBe(200);
  expect((await signIn(server.url, { ...teammate, password: "a newer passphrase" })).status).toBe(
    302,
  );
});

test("after the server is killed, commands open the database themselves", async () => {
  server.child.kill("SIGKILL");
  await server.exited;
  const later = { ...teammate, email: "later@example.com" };
  const created = await runScript(env, adminArgs(later));
  expect(created.stdout).toContain(`Created administrator ${later.email}.`);
  expect(created.stdout).not.toContain("Done by the server");
  expect(created.code).toBe(0);

  server = await startServerProcess(env);
  expect((await signIn(server.url, later)).status).toBe(302);
  expect((await signIn(server.url, { ...teammate, password: "a newer passphrase" })).status).toBe(
    302,
  );
});
