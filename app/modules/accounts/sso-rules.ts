import { SSO_REFUSALS } from "./sso-messages";

type Identity = { email?: string | null; emailVerified?: boolean | null };

/** "Example.COM, example.org" → ["example.com", "example.org"]. */
export function parseDomainList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether an identity from a provider may sign in here: its e-mail must be in
 * an allowed domain (exactly — a subdomain is another domain) and the
 * provider must say it verified the address. Linking to an existing account
 * relies on the second rule, so a provider that lets people type any address
 * cannot take over a staff account. Null when allowed, else the refusal code.
 */
export function ssoRefusal(identity: Identity, allowedDomains: readonly string[]) {
  const email = (identity.email ?? "").trim().toLowerCase();
  const at = email.lastIndexOf("@");
  const domain = at > 0 ? email.slice(at + 1) : "";
  if (!domain || !allowedDomains.includes(domain)) return SSO_REFUSALS.domain;
  if (identity.emailVerified !== true) return SSO_REFUSALS.unverified;
  return null;
}
