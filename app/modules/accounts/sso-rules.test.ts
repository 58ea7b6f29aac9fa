import { expect, test } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { ssoErrorMessage, SSO_MESSAGES } from "./sso-messages";
import { genericOAuthConfigs, ssoButtons, ssoProvidersFrom } from "./sso-providers.server";
import { parseDomainList, ssoRefusal } from "./sso-rules";

const ALLOWED = parseDomainList(" Arcwell.example , partner.example");

test("only verified addresses in an allowed domain may sign in by SSO", () => {
  expect(ALLOWED).toEqual(["arcwell.example", "partner.example"]);
  expect(ssoRefusal({ email: "Ana@ARCWELL.example", emailVerified: true }, ALLOWED)).toBeNull();
  expect(ssoRefusal({ email: "ana@evil.example", emailVerified: true }, ALLOWED)).toBe(
    "sso_domain_not_allowed",
  );
  // A subdomain, a look-alike suffix or no address at all is not the domain.
  expect(ssoRefusal({ email: "ana@x.arcwell.example", emailVerified: true }, ALLOWED)).toBe(
    "sso_domain_not_allowed",
  );
  expect(ssoRefusal({ email: "ana@notarcwell.example", emailVerified: true }, ALLOWED)).toBe(
    "sso_domain_not_allowed",
  );
  expect(ssoRefusal({ email: "", emailVerified: true }, ALLOWED)).toBe("sso_domain_not_allowed");
  expect(ssoRefusal({ email: "ana@arcwell.example", emailVerified: false }, ALLOWED)).toBe(
    "sso_email_not_verified",
  );
  expect(ssoRefusal({ email: "ana@arcwell.example" }, ALLOWED)).toBe("sso_email_not_verified");
});

test("error codes read as messages; unknown ones as the general failure", () => {
  expect(ssoErrorMessage("sso_domain_not_allowed")).toBe(SSO_MESSAGES.domainNotAllowed);
  expect(ssoErrorMessage("state_mismatch")).toBe(SSO_MESSAGES.stateRejected);
  expect(ssoErrorMessage("__proto__")).toBe(SSO_MESSAGES.failed);
});

const base = { PORT: "3000", SSO_ALLOWED_DOMAINS: "arcwell.example" };

test("providers come from the environment: generic OIDC and the two presets", () => {
  const env = parseEnv({
    ...base,
    OIDC_ISSUER: "https://id.arcwell.example/",
    OIDC_CLIENT_ID: "site",
    OIDC_CLIENT_SECRET: "secret",
    OIDC_PROVIDER_NAME: "Arcwell ID",
    SSO_GOOGLE_CLIENT_ID: "g",
    SSO_GOOGLE_CLIENT_SECRET: "gs",
    SSO_MICROSOFT_CLIENT_ID: "m",
    SSO_MICROSOFT_CLIENT_SECRET: "ms",
    SSO_MICROSOFT_TENANT: "contoso.onmicrosoft.com",
  });
  expect(ssoButtons(env)).toEqual([
    { id: "oidc", name: "Arcwell ID" },
    { id: "google", name: "Google" },
    { id: "microsoft", name: "Microsoft" },
  ]);
  const configs = genericOAuthConfigs(ssoProvidersFrom(env));
  expect(configs.map((config) => config.discoveryUrl)).toEqual([
    "https://id.arcwell.example/.well-known/openid-configuration",
    "https://accounts.google.com/.well-known/openid-configuration",
    "https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0/.well-known/openid-configuration",
  ]);
  expect(configs.every((config) => config.pkce && config.requireIdTokenVerification)).toBe(true);
  // Entra has no email_verified: only its xms_edov claim counts.
  const microsoft = configs[2]!.mapProfileToUser!;
  expect(microsoft({ email: "a@arcwell.example", xms_edov: true } as never)).toEqual({
    emailVerified: true,
  });
  expect(microsoft({ email: "a@arcwell.example", email_verified: true } as never)).toEqual({
    emailVerified: false,
  });
});

test("no provider without its whole configuration, and none without allowed domains", () => {
  expect(ssoButtons(parseEnv({ PORT: "3000" }))).toEqual([]);
  expect(() =>
    parseEnv({ ...base, OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "x" }),
  ).toThrow(/OIDC_CLIENT_SECRET/);
  expect(() => parseEnv({ SSO_GOOGLE_CLIENT_ID: "g", SSO_GOOGLE_CLIENT_SECRET: "s" })).toThrow(
    /SSO_ALLOWED_DOMAINS/,
  );
  expect(() =>
    parseEnv({
      ...base,
      SSO_MICROSOFT_CLIENT_ID: "m",
      SSO_MICROSOFT_CLIENT_SECRET: "s",
      SSO_MICROSOFT_TENANT: "common",
    }),
  ).toThrow(/SSO_MICROSOFT_TENANT/);
});
