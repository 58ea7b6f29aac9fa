import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createOrUpdateAdmin } from "../../app/modules/accounts/admin-cli.server";
import { getAuth } from "../../app/modules/accounts/auth.server";
import { signInWithPassword, signUp, type Client } from "../../app/modules/accounts/sign-in.server";
import { outboxDir } from "../../app/utils/mail.server";

export const TEST_PASSWORD = "correct horse battery staple";

let counter = 0;

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.com`;
}

/** A client as our routes build it: the request (with cookies) and the IP. */
export function client(
  cookie = "",
  ip = "203.0.113.10",
  url = "http://localhost:3000/admin",
): Client {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return { request: new Request(url, { method: "POST", headers }), ip };
}

/** `name=value; name2=value2` from Set-Cookie headers (expired cookies dropped). */
export function cookieHeader(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const cookie of headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (/max-age=0/i.test(cookie) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * The first link matching `pattern` in the newest email to this address in
 * the outbox, waiting a moment for mail that is sent in the background.
 */
export async function outboxLinkFor(email: string, pattern: RegExp, waitMs = 3_000) {
  const dir = outboxDir();
  const until = Date.now() + waitMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === email) {
        const link = pattern.exec(mail.text ?? "")?.[0];
        if (link) return link;
      }
    }
    if (Date.now() > until) throw new Error(`no email to ${email} with a link like ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The verification link of the newest email to this address in the outbox. */
export function verificationLinkFor(email: string): Promise<string> {
  return outboxLinkFor(email, /https?:\/\/\S+verify-email\S+/, 0);
}

/** Follows a verification link through better-auth's handler, as a browser would. */
export async function openVerificationLink(link: string): Promise<Response> {
  return getAuth().handler(
    new Request(link, { headers: { "x-arcwell-client-ip": "203.0.113.10" } }),
  );
}

/** Signs up, verifies the email and signs in: a verified account awaiting approval. */
export async function createVerifiedAccount(label = "staff") {
  const email = uniqueEmail(label);
  await signUp({ name: `Test ${label}`, email, password: TEST_PASSWORD }, client());
  await openVerificationLink(await verificationLinkFor(email));
  return { email, ...(await signInAs(email)) };
}

export async function createAdmin(label = "admin") {
  const email = uniqueEmail(label);
  const admin = await createOrUpdateAdmin({
    email,
    password: TEST_PASSWORD,
    name: `Admin ${label}`,
  });
  return { ...admin, ...(await signInAs(email)) };
}

export async function signInAs(email: string, password = TEST_PASSWORD) {
  const result = await signInWithPassword({ email, password }, client());
  if (result.status !== "signed-in") throw new Error(`sign-in failed: ${result.status}`);
  return { userId: result.user.id, cookie: cookieHeader(result.headers) };
}
