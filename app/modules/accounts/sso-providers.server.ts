import type { GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import type { Env } from "~/utils/env.server";
import type { SsoButton } from "./sso-messages";
import { parseDomainList } from "./sso-rules";

/**
 * The identity providers staff may sign in with, from the environment
 * (README › Staff sign-in with an identity provider): any OpenID Connect
 * issuer, plus presets that only need a client for Google and Microsoft.
 */
export type SsoProvider = {
  id: "oidc" | "google" | "microsoft";
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

type SsoEnv = Pick<
  Env,
  | "OIDC_ISSUER"
  | "OIDC_CLIENT_ID"
  | "OIDC_CLIENT_SECRET"
  | "OIDC_PROVIDER_NAME"
  | "SSO_GOOGLE_CLIENT_ID"
  | "SSO_GOOGLE_CLIENT_SECRET"
  | "SSO_MICROSOFT_CLIENT_ID"
  | "SSO_MICROSOFT_CLIENT_SECRET"
  | "SSO_MICROSOFT_TENANT"
  | "SSO_ALLOWED_DOMAINS"
>;

export function ssoProvidersFrom(env: SsoEnv): SsoProvider[] {
  const providers: SsoProvider[] = [];
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push({
      id: "oidc",
      name: env.OIDC_PROVIDER_NAME,
      issuer: env.OIDC_ISSUER.replace(/\/$/, ""),
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    });
  }
  if (env.SSO_GOOGLE_CLIENT_ID && env.SSO_GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: "google",
      name: "Google",
      issuer: "https://accounts.google.com",
      clientId: env.SSO_GOOGLE_CLIENT_ID,
      clientSecret: env.SSO_GOOGLE_CLIENT_SECRET,
    });
  }
  if (env.SSO_MICROSOFT_CLIENT_ID && env.SSO_MICROSOFT_CLIENT_SECRET && env.SSO_MICROSOFT_TENANT) {
    providers.push({
      id: "microsoft",
      name: "Microsoft",
      // One tenant's issuer, so ID tokens from other tenants fail verification.
      issuer: `https://login.microsoftonline.com/${env.SSO_MICROSOFT_TENANT}/v2.0`,
      clientId: env.SSO_MICROSOFT_CLIENT_ID,
      clientSecret: env.SSO_MICROSOFT_CLIENT_SECRET,
    });
  }
  return providers;
}

export function allowedDomainsFrom(env: SsoEnv): string[] {
  return parseDomainList(env.SSO_ALLOWED_DOMAINS);
}

/** What the sign-in page may show of them. */
export function ssoButtons(env: SsoEnv): SsoButton[] {
  return ssoProvidersFrom(env).map(({ id, name }) => ({ id, name }));
}

/**
 * Entra ID tokens carry no `email_verified`; its optional claim `xms_edov`
 * ("e-mail domain owner verified") is the closest statement, so only that
 * counts as verified for the Microsoft preset.
 */
function microsoftVerifiedEmail(profile: Record<string, unknown>) {
  const claim = profile.xms_edov;
  return { emailVerified: claim === true || claim === "true" || claim === "1" || claim === 1 };
}

/**
 * better-auth's generic OAuth provider for each: discovery, the
 * authorization-code flow with PKCE (S256), state, an ID-token nonce, and the
 * ID token checked against the issuer's keys. No provider is trusted by name
 * for linking (see auth.server.ts, accountLinking).
 */
export function genericOAuthConfigs(providers: readonly SsoProvider[]): GenericOAuthConfig[] {
  return providers.map((provider) => ({
    providerId: provider.id,
    name: provider.name,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    authentication: "basic",
    scopes: ["openid", "email", "profile"],
    pkce: true,
    requireIdTokenVerification: true,
    // The provider's name and picture never overwrite what staff set here.
    overrideUserInfo: false,
    ...(provider.id === "microsoft" ? { mapProfileToUser: microsoftVerifiedEmail } : {}),
  }));
}
