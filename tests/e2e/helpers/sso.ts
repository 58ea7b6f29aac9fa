import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { OIDC_CLIENT, startOidcProvider, type Person } from "./oidc-provider";
import { startServer, type RunningServer } from "./server";

export type OidcProviderHandle = Awaited<ReturnType<typeof startOidcProvider>>;

type ProviderSite = { site: string; issuer: string; name: string };

/**
 * From our sign-in page through the test provider's own login and consent
 * pages (helpers/oidc-provider.ts), and back. Returns the parameters of the
 * authorization request the site sent the browser with.
 */
export async function signInThroughProvider(page: Page, provider: ProviderSite, login: string) {
  await page.goto(`${provider.site}/admin/login`);
  const authorization = page.waitForRequest((request) => request.url().startsWith(provider.issuer));
  await page.getByRole("link", { name: `Sign in with ${provider.name}` }).click();
  const asked = new URL((await authorization).url());
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  return asked.searchParams;
}

/** The bodies of the texts to `phone` in DATA_DIR/sms-outbox, oldest first. */
export function textsTo(dataDir: string, phone: string): string[] {
  const outbox = path.join(dataDir, "sms-outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), "utf8")))
    .filter((text: { to: string }) => text.to === phone)
    .map((text: { body: string }) => text.body);
}

/** Does `send`, then reads the 6-digit code of the new text to `phone` from the SMS outbox. */
export async function codeTextedTo(
  dataDir: string,
  phone: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = textsTo(dataDir, phone).length;
  await send();
  await expect.poll(() => textsTo(dataDir, phone).length).toBe(before + 1);
  return /\b(\d{6})\b/.exec(textsTo(dataDir, phone).at(-1) ?? "")![1]!;
}

/** The browser test's provider and a site configured for it, started together. */
export async function startSsoSite(
  ports: { site: number; provider: number },
  people: Record<string, Person>,
  providerName: string,
): Promise<{ server: RunningServer; idp: OidcProviderHandle }> {
  const idp = await startOidcProvider({
    port: ports.provider,
    redirectUri: `http://127.0.0.1:${ports.site}/api/auth/callback/oidc`,
    people,
  });
  try {
    const server = await startServer(
      ports.site,
      {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_PROVIDER_NAME: providerName,
        SSO_ALLOWED_DOMAINS: "arcwell.test,example.com",
      },
      { withAdmin: true },
    );
    return { server, idp };
  } catch (error) {
    await idp.stop();
    throw error;
  }
}
