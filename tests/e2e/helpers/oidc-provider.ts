import type { Server } from "node:http";
import Provider from "oidc-provider";

/** What the test provider knows about each login name (any password is accepted). */
export type Person = { email: string; email_verified: boolean; name: string };

export const OIDC_CLIENT = { id: "arcwell-site", secret: "e2e-oidc-client-secret" } as const;

/**
 * A real OpenID Connect provider (panva/oidc-provider) in the test process:
 * discovery, JWKS-signed ID tokens, PKCE required, and its development
 * login and consent pages (a login name and any password).
 */
export async function startOidcProvider(options: {
  port: number;
  redirectUri: string;
  people: Record<string, Person>;
}): Promise<{ issuer: string; stop(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The e-mail claims in the ID token itself, as Google and Entra put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["e2e-oidc-provider-cookie-key"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...options.people[id] }),
    }),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, () => resolve(listening));
  });
  return {
    issuer,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
