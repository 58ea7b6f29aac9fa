import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { account, session, twoFactor as twoFactorTable, user, verification } from "~/db/schema";
import { DEMO_COMPANY } from "~/modules/company/company-info";
import { resolveAuthSecret } from "~/utils/auth-secret.server";
import { getEnv } from "~/utils/env.server";
import { consumeAttempt, limiterFor } from "~/modules/rate-limits/rate-limit.server";
import { getLogger } from "~/utils/logger.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account-schema";
import { AUTH_COOKIE_PREFIX } from "./auth-cookie";
import { generateBackupCodes } from "./backup-codes.server";
import { SECOND_FACTOR_LOCKOUT } from "./limits.server";
import { recordAudit } from "~/modules/audit/audit.server";
import {
  notifyAccountVerified,
  sendExistingAccountNotice,
  sendVerificationLink,
} from "./mail.server";
import { ADMIN_ROLE } from "~/modules/roles/roles";
import { MAX_SMS_CODE_ATTEMPTS, SMS_CODE_MINUTES } from "./sms-factor-schema";
import { sendSignInCode } from "./sms-factor.server";
import { ssoGate, ssoSignInPlugin } from "./sso-plugin.server";
import { allowedDomainsFrom, genericOAuthConfigs, ssoProvidersFrom } from "./sso-providers.server";
import { revokeResetLinks, VERIFICATION_STORAGE } from "./verification-tokens.server";

/** Where better-auth's HTTP endpoints live (app/routes/api/auth.tsx). */
export const AUTH_BASE_PATH = "/api/auth";
/** A session lasts at most 12 hours without use; each use renews it. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
/**
 * However much it is used, a session ends this long after sign-in
 * (session.server.ts enforces it on every lookup).
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How often an active session's expiry is pushed forward (one DB write per interval). */
export const SESSION_RENEW_INTERVAL_SECONDS = 15 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/** The page a password-reset link opens (the token travels in its query). */
export const RESET_PASSWORD_PATH = "/admin/reset-password";
/** A password-reset link works once, for this long. */
export const RESET_LINK_SECONDS = 60 * 60;
/**
 * better-auth's own lock of the authenticator app, the same as ours for every
 * factor (limits.server.ts SECOND_FACTOR_LOCKOUT).
 */
export const TWO_FACTOR_LOCKOUT_ATTEMPTS = SECOND_FACTOR_LOCKOUT.failures;
export const TWO_FACTOR_LOCKOUT_SECONDS = SECOND_FACTOR_LOCKOUT.lockSeconds;
/** Where a verification link lands afterwards (better-auth adds `?error=` on failure). */
export const AFTER_VERIFICATION_PATH = "/admin/login?verified=1";
/** Where a provider sign-in that failed or was refused lands, with `?error=<code>`. */
export const SSO_ERROR_PATH = "/admin/login";

/**
 * The client IP as our server determined it (socket, or X-Forwarded-For only
 * under TRUST_PROXY). We set this header ourselves on every call into
 * better-auth and it reads nothing else, so a visitor cannot choose their IP.
 */
export const CLIENT_IP_HEADER = "x-arcwell-client-ip";

/** better-auth's limiter, counted in the shared store (one bucket per rule). */
const betterAuthLimitStore = {
  async consume(key: string, rule: { window: number; max: number }) {
    const limiter = limiterFor("better-auth", { points: rule.max, durationSeconds: rule.window });
    const wait = await consumeAttempt(limiter, key);
    return wait
      ? { allowed: false, retryAfter: wait.retryAfterSeconds }
      : { allowed: true, retryAfter: null };
  },
};

function buildAuth(handle: DatabaseHandle) {
  const env = getEnv();
  // Built once per process, so these names are static. better-auth uses them
  // only in the otpauth URI its enableTwoFactor returns, which we never show
  // (getPendingSetup builds the URI with the current company name), and our
  // own emails read the name per message (mail.server.ts).
  const company = DEMO_COMPANY;
  const logger = getLogger().child({ component: "better-auth" });
  const ssoProviders = ssoProvidersFrom(env);
  const gate = ssoGate(allowedDomainsFrom(env), CLIENT_IP_HEADER);
  return betterAuth({
    appName: company.name,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(env),
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(handle.db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    // Tokens are stored as hashes only (decision 025).
    verification: VERIFICATION_STORAGE,
    telemetry: { enabled: false },
    // Failed sign-ins are in the audit log; better-auth's own warnings about
    // them would only repeat it, so only its errors reach our logs.
    logger: {
      level: "error",
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      onExistingUserSignUp: async ({ user }) => sendExistingAccountNotice(user),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // No sendResetPassword: links are issued by our queued task
      // (password-reset.server.ts: after the answer, disabled accounts and
      // the per-account limit checked), so better-auth's own request
      // endpoint stays off. Its resetPassword endpoint consumes our tokens.
      // The link used is spent; every other one of the account ends too.
      onPasswordReset: async ({ user }, request) => {
        await revokeResetLinks(user.id);
        await recordAudit({
          action: "password.reset",
          actor: user,
          target: user,
          ip: request?.headers.get(CLIENT_IP_HEADER) ?? null,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => sendVerificationLink(user, url),
      afterEmailVerification: async (verified, request) =>
        notifyAccountVerified(verified, request?.headers.get(CLIENT_IP_HEADER) ?? null),
    },
    // Staff sign-in through an identity provider (issue 18, decision 021).
    // No provider is trusted by name: an existing account is linked only
    // when the provider says it verified the e-mail (sso-rules.ts checks it
    // for every provider sign-in) and the account's own address is verified.
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    user: { validateUserInfo: (data, ctx) => gate(data, data.source, ctx) },
    // State and other callback failures before a provider is known land here too.
    onAPIError: { errorURL: `${env.PUBLIC_URL}${SSO_ERROR_PATH}` },
    databaseHooks: {
      user: {
        create: {
          // A first provider sign-in creates the account (awaiting approval, as a sign-up).
          after: async (created, ctx) => {
            if (ctx?.path !== "/callback/:id") return;
            await recordAudit({
              action: "sign_up",
              actor: created,
              ip: ctx.request?.headers.get(CLIENT_IP_HEADER) ?? null,
              details: { method: "sso" },
            });
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_RENEW_INTERVAL_SECONDS,
      // Every request reads the session row, so sign-out, disabling and
      // removal take effect at once (no signed cookie cache).
      cookieCache: { enabled: false },
    },
    // It covers the few endpoints reachable over HTTP (see routes/api/auth.tsx);
    // our actions call auth.api.* directly and apply their own limits
    // (limits.server.ts). Counted like every other limit: shared by all
    // instances on PostgreSQL (modules/rate-limits).
    rateLimit: { enabled: true, window: 60, max: 30, customStorage: betterAuthLimitStore },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.NODE_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: [ADMIN_ROLE] }),
      twoFactor({
        issuer: company.name,
        // Accounts made by a provider sign-in have no password to confirm
        // with; accounts with one are still asked for it (two-factor.server.ts).
        allowPasswordless: true,
        // No look-alikes, two groups of four (issue 29); older codes still verify.
        backupCodeOptions: { customBackupCodesGenerate: () => generateBackupCodes() },
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_LOCKOUT_ATTEMPTS,
          durationSeconds: TWO_FACTOR_LOCKOUT_SECONDS,
        },
        // Sign-in codes by text message to the account's verified phone.
        otpOptions: {
          sendOTP: ({ user, otp }) => sendSignInCode(user.id, otp),
          period: SMS_CODE_MINUTES,
          allowedAttempts: MAX_SMS_CODE_ATTEMPTS,
          storeOTP: "hashed",
        },
      }),
      ...(ssoProviders.length
        ? [
            genericOAuth({ config: genericOAuthConfigs(ssoProviders) }),
            ssoSignInPlugin(CLIENT_IP_HEADER),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

// One instance per database handle: tests swap the handle per file, and the
// adapter is bound to the handle it was built with.
let cached: { handle: DatabaseHandle; auth: Auth } | undefined;

export function getAuth(): Auth {
  const handle = getDatabase();
  if (cached?.handle !== handle) cached = { handle, auth: buildAuth(handle) };
  return cached.auth;
}

/** The incoming headers (cookies) plus the client IP, for auth.api calls. */
export function authHeaders(request: Request, clientIp?: string): Headers {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}
