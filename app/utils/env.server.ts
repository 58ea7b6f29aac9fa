import path from "node:path";
import { z } from "zod";
import { isValidCron } from "./cron";

const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    /**
     * Signs session cookies; required in production and with a shared database
     * or file store (see auth-secret.server.ts otherwise).
     */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    NOTIFY_EMAIL: z.email().optional(),
    SEED_DEMO: booleanFromString.default(true),
    TRUST_PROXY: z.string().optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** Contact form submissions allowed per IP per 15 minutes. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /**
     * How long a shutdown (SIGTERM) waits for requests still running (a slow
     * upload) before it closes their connections.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Job-application submissions allowed per IP per 15 minutes. */
    APPLICATION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Image uploads allowed per staff account per 15 minutes. */
    MEDIA_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(40),
    /**
     * Inquiries, and applications no longer in an open stage, are deleted
     * this many days after they arrived (the privacy policy's "two years").
     */
    RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
    /** Audit log entries are deleted this many days after they were written. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
    /**
     * Raw page views (analytics, decision 045) are deleted this many days
     * after the day they were counted; their daily rollups are kept.
     */
    ANALYTICS_RAW_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
    /** Page-view beacons taken per address per minute; past it, Too Many Requests. */
    ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    /**
     * Uploaded files (résumés, blog images) go to this S3-compatible bucket
     * instead of DATA_DIR/uploads — required when several instances serve
     * the site. The other S3_* settings apply only with it.
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** The service's address, e.g. https://minio.internal:9000; unset for AWS S3 itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Unset: the AWS SDK's usual sources (AWS_* variables, an instance role, …). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Most self-hosted stores (MinIO, Ceph) need path-style addresses. */
    S3_FORCE_PATH_STYLE: booleanFromString.default(false),
    /** Keys start with this, so one bucket can hold several sites' files (e.g. "arcwell/"). */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or folder names each ending in /")
      .default(""),
    /**
     * Staff sign-in through an identity provider (issue 18): any OpenID
     * Connect issuer, and/or the Google and Microsoft presets. Each is on
     * when its client id is set; SSO_ALLOWED_DOMAINS is then required.
     */
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).max(40).default("Company SSO"),
    SSO_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    SSO_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    SSO_MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
    SSO_MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
    /** The Entra tenant (its id or a verified domain); "common" would accept any tenant. */
    SSO_MICROSOFT_TENANT: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, "must be a tenant id or domain")
      .refine((value) => !["common", "organizations", "consumers"].includes(value), {
        message: "must name your own tenant, not a multi-tenant alias",
      })
      .optional(),
    /** E-mail domains whose people may sign in by SSO, comma-separated (example.com,example.org). */
    SSO_ALLOWED_DOMAINS: z
      .string()
      .regex(
        /^\s*[a-z0-9.-]+\.[a-z]{2,}\s*(,\s*[a-z0-9.-]+\.[a-z]{2,}\s*)*$/i,
        "must be e-mail domains separated by commas",
      )
      .optional(),
    /**
     * Scheduled backups (decision 020): when set, the server writes
     * backup-<UTC time>.tar.gz into BACKUP_DIR on this cron schedule (UTC)
     * and keeps the newest BACKUP_KEEP of them.
     */
    BACKUP_SCHEDULE: z
      .string()
      .refine(isValidCron, {
        message: 'must be a cron expression of five fields in UTC, e.g. "30 2 * * *" (02:30 daily)',
      })
      .optional(),
    /** Where scheduled backups go (default DATA_DIR/backups). */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** Text messages go to this HTTP endpoint (JSON POST); unset, to DATA_DIR/sms-outbox. */
    SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Sent as `Authorization: Bearer …` to SMS_WEBHOOK_URL. */
    SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
    /**
     * Lets a scraper on another machine read /metrics with
     * `Authorization: Bearer …`; without it only this machine may (loopback).
     */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /**
     * Browser tests only (decision 030): lets a test move the timed work's
     * clock forward and run a background task now, by files in
     * DATA_DIR/test-controls. With NODE_ENV=production it also needs
     * TEST_CONTROLS_NOT_PRODUCTION, or the server refuses to start.
     */
    TEST_CONTROLS: z.literal("on").optional(),
    TEST_CONTROLS_NOT_PRODUCTION: z.literal("this-server-is-a-test").optional(),
  })
  .superRefine((env, context) => {
    const together = (names: readonly (keyof typeof env)[]) => {
      const set = names.filter((name) => env[name] !== undefined);
      if (set.length > 0 && set.length < names.length) {
        context.addIssue({
          code: "custom",
          path: [names.find((name) => env[name] === undefined) as string],
          message: `${names.join(", ")} go together: set all or none`,
        });
      }
    };
    together(["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]);
    together(["SSO_GOOGLE_CLIENT_ID", "SSO_GOOGLE_CLIENT_SECRET"]);
    together(["SSO_MICROSOFT_CLIENT_ID", "SSO_MICROSOFT_CLIENT_SECRET", "SSO_MICROSOFT_TENANT"]);
    const anySso = env.OIDC_CLIENT_ID || env.SSO_GOOGLE_CLIENT_ID || env.SSO_MICROSOFT_CLIENT_ID;
    if (anySso && !env.SSO_ALLOWED_DOMAINS) {
      context.addIssue({
        code: "custom",
        path: ["SSO_ALLOWED_DOMAINS"],
        message: "is required with single sign-on (the e-mail domains of your staff)",
      });
    }
    if (env.TEST_CONTROLS && env.NODE_ENV === "production" && !env.TEST_CONTROLS_NOT_PRODUCTION) {
      context.addIssue({
        code: "custom",
        path: ["TEST_CONTROLS"],
        message:
          "lets anyone who can write to DATA_DIR move the server's clock: it is for browser tests " +
          "only, and with NODE_ENV=production it also needs TEST_CONTROLS_NOT_PRODUCTION=this-server-is-a-test",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither",
      });
    }
    const shared = [env.DATABASE_URL && "DATABASE_URL", env.S3_BUCKET && "S3_BUCKET"].filter(
      Boolean,
    );
    if (shared.length > 0 && !env.AUTH_SECRET && env.NODE_ENV !== "test") {
      // A secret generated in DATA_DIR is one instance's own: another instance
      // on the same data would refuse its sessions and could not decrypt the
      // two-factor secrets it stored (auth-secret.server.ts).
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          `is required when ${shared.join(" or ")} is set: every instance that shares the database ` +
          "or the file store must sign sessions and encrypt two-factor secrets with the same secret, " +
          "and one generated in an instance's DATA_DIR is that instance's alone. Set the same " +
          "AUTH_SECRET everywhere (at least 32 random characters, e.g. `openssl rand -base64 48`)",
      });
    } else if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  }));

export type Env = z.infer<typeof EnvSchema>;

/** Every variable the app reads (deploy/env.example may name no other). */
export const ENV_NAMES: readonly string[] = Object.keys(EnvSchema.in.shape);

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment; empty strings count as unset so `FOO=` falls back to the default. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * Links in e-mails, "Share Job", canonical URLs and feeds are built from
 * PUBLIC_URL, which defaults to http://localhost:PORT. A server reachable
 * from other machines without it set would hand out localhost links: say so
 * at start-up (null when there is nothing to say).
 */
export function publicUrlWarning(source: NodeJS.ProcessEnv, env: Env): string | null {
  if (source.PUBLIC_URL || LOOPBACK_HOSTS.has(env.HOST)) return null;
  return (
    `PUBLIC_URL is not set: links in e-mails, shared job links, canonical URLs and feeds will point ` +
    `to ${env.PUBLIC_URL}. Set PUBLIC_URL to the address visitors use (e.g. https://www.example.com).`
  );
}
