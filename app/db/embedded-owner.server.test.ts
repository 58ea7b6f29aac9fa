import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  askEmbeddedOwner,
  claimEmbeddedDatabase,
  EmbeddedDatabaseBusyError,
  ownerSocketPath,
} from "./embedded-owner.server";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-owner-"));
}

async function claim(dataDir: string, reply = "done") {
  const owner = await claimEmbeddedDatabase(dataDir, async ({ task, args }) => ({
    ok: task !== "fail",
    message: `${reply}: ${task} ${args?.email ?? ""}`.trim(),
  }));
  closers.push(owner.close);
  return owner;
}

test("with no owner, a command is told to open the database itself", async () => {
  expect(await askEmbeddedOwner(tempDir(), { task: "seed" })).toBeNull();
});

test("the owner runs another process's task and answers with its outcome", async () => {
  const dataDir = tempDir();
  await claim(dataDir);
  expect(
    await askEmbeddedOwner(dataDir, { task: "admin:create", args: { email: "a@example.com" } }),
  ).toEqual({ ok: true, message: "done: admin:create a@example.com" });
  expect(await askEmbeddedOwner(dataDir, { task: "fail" })).toEqual({
    ok: false,
    message: "done: fail",
  });
  // Only the same user may talk to it.
  expect(fs.statSync(ownerSocketPath(dataDir)).mode & 0o777).toBe(0o600);
});

test("a second claim on the same folder is refused while the first holds it", async () => {
  const dataDir = tempDir();
  await claim(dataDir, "first");
  await expect(claim(dataDir, "second")).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
  expect((await askEmbeddedOwner(dataDir, { task: "seed" }))?.message).toBe("first: seed");
});

test("a socket left by a killed process is taken over; a closed owner leaves none", async () => {
  const dataDir = tempDir();
  fs.writeFileSync(ownerSocketPath(dataDir), "");
  expect(await askEmbeddedOwner(dataDir, { task: "seed" })).toBeNull();
  const owner = await claim(dataDir);
  expect(await askEmbeddedOwner(dataDir, { task: "seed" })).toMatchObject({ ok: true });
  await owner.close();
  expect(fs.existsSync(ownerSocketPath(dataDir))).toBe(false);
  expect(await askEmbeddedOwner(dataDir, { task: "seed" })).toBeNull();
});

test("a data folder with a long path keeps its socket in the temp folder", () => {
  const long = path.join(os.tmpdir(), "x".repeat(120));
  expect(ownerSocketPath(long).startsWith(os.tmpdir())).toBe(true);
  expect(ownerSocketPath(long)).toBe(ownerSocketPath(long));
  expect(Buffer.byteLength(ownerSocketPath(long))).toBeLessThanOrEqual(100);
});
