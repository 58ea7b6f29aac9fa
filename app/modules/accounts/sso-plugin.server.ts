import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import type { ValidateUserInfoResult, ValidateUserInfoSource } from "@better-auth/core";
import { recordAudit } from "~/modules/audit/audit.server";
import { SSO_REFUSALS } from "./sso-messages";
import { ssoRefusal } from "./sso-rules";

/** better-auth's route that completes every provider sign-in. */
const CALLBACK_PATH = "/callback/:id";
/** The page that asks for the second factor (session.server.ts TWO_FACTOR_PATH). */
const SECOND_FACTOR_PAGE = "/admin/login/two-factor";
/** As long as better-auth's own challenge after a password (twoFactorCookieMaxAge). */
const CHALLENGE_SECONDS = 10 * 60;
/** Refusals the gate below has already audited, with the e-mail it was given. */
const AUDITED_BY_GATE = new Set<string>(Object.values(SSO_REFUSALS));

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function clientIp(ctx: { request?: Request; headers?: Headers }, header: string) {
  return ctx.request?.headers.get(header) ?? ctx.headers?.get(header) ?? null;
}

/** The Location of the redirect an endpoint answered with (thrown as an APIError). */
function redirectLocation(returned: unknown): string | null {
  if (!isAPIError(returned)) return null;
  const headers = new Headers((returned as { headers?: HeadersInit }).headers ?? {});
  return headers.get("location");
}

/**
 * `user.validateUserInfo`: every identity a provider hands us — for a new
 * account, a link to an existing one, or a returning sign-in — passes the
 * domain and verified-e-mail rules (sso-rules.ts). A refusal is audited and
 * sent back to the sign-in page as `?error=<code>`; nothing is created.
 */
export function ssoGate(allowedDomains: readonly string[], ipHeader: string) {
  return async (
    data: { user: { email?: string | null; emailVerified?: boolean | null } },
    source: ValidateUserInfoSource,
    ctx: { request?: Request; headers?: Headers },
  ): Promise<ValidateUserInfoResult | undefined> => {
    if (source.method !== "oauth") return undefined;
    const refusal = ssoRefusal(data.user, allowedDomains);
    if (!refusal) return undefined;
    await recordAudit({
      action: "sign_in.failure",
      actorEmail: data.user.email ?? undefined,
      ip: clientIp(ctx, ipHeader),
      details: { method: "sso", provider: source.oauth?.providerId ?? "", reason: refusal },
    });
    return { error: refusal };
  };
}

/**
 * Replaces the session a provider sign-in just created by a two-factor
 * challenge — the same signed `two_factor` cookie and verification rows
 * better-auth's twoFactor plugin makes after a password, which it does only
 * for its own sign-in routes — so the challenge page and its limits are the
 * same for every way of signing in.
 */
async function challengeInstead(ctx: Ctx, session: { token: string }, userId: string) {
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  const adapter = ctx.context.internalAdapter;
  await adapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await adapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/**
 * After a provider sends the browser back: audit the outcome like a password
 * sign-in, and when the account has two-factor on, ask for it before any
 * session exists.
 */
export function ssoSignInPlugin(ipHeader: string): BetterAuthPlugin {
  return {
    id: "arcwell-sso",
    hooks: {
      after: [
        {
          matcher: (context) => context.path === CALLBACK_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const ip = clientIp(ctx, ipHeader);
            const provider = String(ctx.params?.id ?? "");
            const location = redirectLocation(ctx.context.returned);
            const signedIn = ctx.context.newSession;
            if (!signedIn) {
              const reason = location
                ? new URL(location, "http://local").searchParams.get("error")
                : null;
              if (reason && !AUDITED_BY_GATE.has(reason)) {
                await recordAudit({
                  action: "sign_in.failure",
                  ip,
                  details: { method: "sso", provider, reason },
                });
              }
              return;
            }
            const user = signedIn.user as typeof signedIn.user & { twoFactorEnabled?: boolean };
            const party = { id: user.id, email: user.email };
            if (!user.twoFactorEnabled) {
              await recordAudit({
                action: "sign_in.success",
                actor: party,
                ip,
                details: { method: "sso", provider },
              });
              return;
            }
            await challengeInstead(ctx, signedIn.session, user.id);
            const next = new URLSearchParams();
            if (location?.startsWith("/") && !location.startsWith("//")) {
              next.set("redirectTo", location);
            }
            throw ctx.redirect(`${SECOND_FACTOR_PAGE}${next.size ? `?${next}` : ""}`);
          }),
        },
      ],
    },
  };
}
