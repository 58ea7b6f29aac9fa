import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env.server";

const SECRET_FILE = "secret";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Reads DATA_DIR/secret, creating it (48 random bytes, owner-only) the first
 * time. Used when no AUTH_SECRET is configured outside production, so that
 * sessions survive restarts without any setup.
 */
export function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The secret better-auth signs and encrypts with. */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  // parseEnv already refuses a production environment, or a shared database
  // or file store, without AUTH_SECRET.
  return readOrCreateSecretFile(env.DATA_DIR);
}

/**
 * `npm start` on a fresh machine runs in production mode with nothing
 * configured. When the site is only served locally (PUBLIC_URL unset or
 * pointing at this machine) we let it use the generated DATA_DIR/secret and
 * say so; any other PUBLIC_URL, or a DATABASE_URL or S3_BUCKET (a store that
 * other instances may share), must come with a real AUTH_SECRET.
 * Returns the secret file's path when it was applied.
 */
export function applyLocalAuthSecret(source: NodeJS.ProcessEnv = process.env): string | null {
  if (source.AUTH_SECRET) return null;
  // A shared database or file store means other instances: they need one
  // secret in common, which parseEnv asks for.
  if (source.DATABASE_URL || source.S3_BUCKET) return null;
  if (source.PUBLIC_URL) {
    let host: string;
    try {
      host = new URL(source.PUBLIC_URL).hostname;
    } catch {
      return null; // parseEnv reports the bad URL
    }
    if (!LOCAL_HOSTS.has(host)) return null;
  }
  const dataDir = path.resolve(source.DATA_DIR || "./data");
  source.AUTH_SECRET = readOrCreateSecretFile(dataDir);
  return path.join(dataDir, SECRET_FILE);
}
