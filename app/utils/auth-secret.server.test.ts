import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { applyLocalAuthSecret, readOrCreateSecretFile } from "./auth-secret.server";
import { EnvError, parseEnv } from "./env.server";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "arcwell-secret-"));

test("production refuses to start without AUTH_SECRET", () => {
  expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(EnvError);
  expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: is required/);
  expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(
    /at least 32 characters/,
  );
  expect(
    parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET,
  ).toHaveLength(32);
});

test("outside production a secret is generated once in DATA_DIR/secret, owner-only", () => {
  const dir = tempDir();
  const secret = readOrCreateSecretFile(dir);
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(readOrCreateSecretFile(dir)).toBe(secret);
  expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
});

test("a local trial run uses the generated secret; a public URL needs a real one", () => {
  const local = { DATA_DIR: tempDir() } as NodeJS.ProcessEnv;
  expect(applyLocalAuthSecret(local)).toBe(path.join(local.DATA_DIR!, "secret"));
  expect(local.AUTH_SECRET).toBe(readOrCreateSecretFile(local.DATA_DIR!));

  const deployed = { DATA_DIR: tempDir(), PUBLIC_URL: "https://www.arcwell.example" };
  expect(applyLocalAuthSecret(deployed as NodeJS.ProcessEnv)).toBeNull();
  expect("AUTH_SECRET" in deployed).toBe(false);

  const configured = { AUTH_SECRET: "y".repeat(40) } as NodeJS.ProcessEnv;
  expect(applyLocalAuthSecret(configured)).toBeNull();
});

test("with a shared database or file store, no instance starts on a secret of its own", () => {
  const sharedStores = [
    ["DATABASE_URL", { DATABASE_URL: "postgres://arcwell@db.internal:5432/arcwell" }],
    ["S3_BUCKET", { S3_BUCKET: "arcwell-files" }],
  ] as const;
  for (const [name, store] of sharedStores) {
    // `npm start` on this machine (no PUBLIC_URL): the generated secret is not used…
    const local = { NODE_ENV: "production", DATA_DIR: tempDir(), ...store } as NodeJS.ProcessEnv;
    expect(applyLocalAuthSecret(local)).toBeNull();
    expect(local.AUTH_SECRET).toBeUndefined();
    expect(fs.existsSync(path.join(local.DATA_DIR!, "secret"))).toBe(false);
    // …and the start is refused with the reason, in production and in development alike.
    const why = new RegExp(
      `AUTH_SECRET: is required when ${name} is set: every instance that shares the database or the file store must sign sessions`,
    );
    expect(() => parseEnv(local)).toThrow(why);
    expect(() => parseEnv({ ...store, NODE_ENV: "development" })).toThrow(why);
    expect(() => parseEnv({ ...store })).toThrow(EnvError);
    // The same AUTH_SECRET on every instance is all it takes.
    expect(parseEnv({ ...local, AUTH_SECRET: "z".repeat(48) }).AUTH_SECRET).toHaveLength(48);
  }
  expect(() =>
    parseEnv({ DATABASE_URL: "postgres://db/arcwell", S3_BUCKET: "arcwell-files" }),
  ).toThrow(/AUTH_SECRET: is required when DATABASE_URL or S3_BUCKET is set/);
});
