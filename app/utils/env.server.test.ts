import path from "node:path";
import { expect, test } from "vitest";
import { EnvError, parseEnv, publicUrlWarning } from "./env.server";

test("defaults give a working local setup", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    PORT: 3000,
    HOST: "0.0.0.0",
    PUBLIC_URL: "http://localhost:3000",
    DATA_DIR: path.resolve("./data"),
    SEED_DEMO: true,
  });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("empty values count as unset", () => {
  expect(parseEnv({ PORT: "", SEED_DEMO: "" })).toMatchObject({ PORT: 3000, SEED_DEMO: true });
});

test("a bad value stops start-up with a message naming the variable", () => {
  let failure: unknown;
  try {
    parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", NOTIFY_EMAIL: "team" });
  } catch (error) {
    failure = error;
  }
  expect(failure).toBeInstanceOf(EnvError);
  const message = (failure as Error).message;
  expect(message).toContain("Invalid environment configuration");
  expect(message).toMatch(/PORT:/);
  expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
  expect(message).toMatch(/NOTIFY_EMAIL:/);
});

test("SEED_DEMO=false turns seeding off; PUBLIC_URL loses its trailing slash", () => {
  expect(parseEnv({ SEED_DEMO: "false", PUBLIC_URL: "https://www.example.com/" })).toMatchObject({
    SEED_DEMO: false,
    PUBLIC_URL: "https://www.example.com",
  });
});

test("a server reachable from other machines without PUBLIC_URL warns that links will say localhost", () => {
  const open = parseEnv({ HOST: "0.0.0.0", PORT: "3000" });
  expect(publicUrlWarning({}, open)).toContain("PUBLIC_URL is not set");
  expect(publicUrlWarning({}, open)).toContain("http://localhost:3000");
  const set = { PUBLIC_URL: "https://www.example.com" };
  expect(publicUrlWarning(set, parseEnv({ ...set, HOST: "0.0.0.0" }))).toBeNull();
  expect(publicUrlWarning({}, parseEnv({ HOST: "127.0.0.1" }))).toBeNull();
});

test("object storage: a key without its secret and a malformed prefix are refused", () => {
  expect(() => parseEnv({ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "key" })).toThrow(
    /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
  );
  expect(() => parseEnv({ S3_BUCKET: "files", S3_PREFIX: "site" })).toThrow(/S3_PREFIX:/);
  // A shared file store needs the shared AUTH_SECRET (auth-secret.server.test.ts).
  const secret = { AUTH_SECRET: "s".repeat(40) };
  expect(
    parseEnv({ S3_BUCKET: "files", S3_PREFIX: "site/", S3_FORCE_PATH_STYLE: "true", ...secret }),
  ).toMatchObject({
    S3_BUCKET: "files",
    S3_PREFIX: "site/",
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: true,
  });
});

test("METRICS_TOKEN is optional, and too short a token is refused", () => {
  expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
  expect(parseEnv({ METRICS_TOKEN: "a-long-enough-token" }).METRICS_TOKEN).toBe(
    "a-long-enough-token",
  );
  expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
});

test("scheduled backups: a bad cron stops start-up; BACKUP_DIR defaults under DATA_DIR", () => {
  expect(() => parseEnv({ BACKUP_SCHEDULE: "every night" })).toThrow(
    /BACKUP_SCHEDULE: must be a cron expression of five fields/,
  );
  expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  const env = parseEnv({ DATA_DIR: "/srv/site", BACKUP_SCHEDULE: "30 2 * * *" });
  expect(env).toMatchObject({
    BACKUP_SCHEDULE: "30 2 * * *",
    BACKUP_DIR: path.resolve("/srv/site/backups"),
    BACKUP_KEEP: 7,
  });
  expect(parseEnv({ BACKUP_DIR: "/mnt/backups", BACKUP_KEEP: "30" })).toMatchObject({
    BACKUP_DIR: "/mnt/backups",
    BACKUP_KEEP: 30,
  });
});
