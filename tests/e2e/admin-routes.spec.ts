import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { eq } from "drizzle-orm";
import { openPglite } from "../../app/db/client.server";
import { auditLog, user as users } from "../../app/db/schema";
import { guardedAdminRoutes } from "../helpers/admin-routes";
import { ADMIN, STAFF_PASSWORD, uniqueEmail, verificationLink } from "./helpers/accounts";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";

// Every guarded admin URL from app/routes.ts, as a document request and as
// the `.data` request React Router's client makes, GET and POST, from an
// anonymous visitor, a signed-in account awaiting approval and a disabled one.
// Each step signs in (scrypt) and waits on PGlite; give slow machines room.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: RunningServer;
let api: APIRequestContext;
const sessions = { anonymous: "", pending: "", disabled: "", admin: "" };
const ids = { pending: "", disabled: "", admin: "" };

async function post(path: string, form: Record<string, string>, cookie = "") {
  return api.post(path, {
    form,
    headers: { Origin: server.url, ...(cookie ? { cookie } : {}) },
    maxRedirects: 0,
  });
}

/** The session cookie from a sign-in answer, as a Cookie header. */
function sessionCookie(setCookie: string | undefined): string {
  const match = /((?:__Secure-)?arcwell\.session_token=[^;]+)/.exec(setCookie ?? "");
  if (!match?.[1]) throw new Error(`no session cookie in ${setCookie}`);
  return match[1];
}

async function signInCookie(email: string, password: string) {
  const response = await post("/admin/login", { intent: "sign-in", email, password });
  expect(response.status()).toBe(302);
  return sessionCookie(response.headers()["set-cookie"]);
}

async function verifiedAccount(name: string) {
  const email = uniqueEmail(name);
  const signUp = await post("/admin/login", {
    intent: "sign-up",
    name,
    email,
    password: STAFF_PASSWORD,
  });
  expect(signUp.status()).toBe(302);
  const link = await verificationLink(server.dataDir, email);
  expect((await api.get(link, { maxRedirects: 0 })).status()).toBe(302);
  return email;
}

async function userIdOf(email: string): Promise<string> {
  const html = await (
    await api.get("/admin/settings/users", { headers: { cookie: sessions.admin } })
  ).text();
  const after = html.slice(html.indexOf(email));
  const id = /name="userId" value="([^"]+)"/.exec(after)?.[1];
  if (!id) throw new Error(`no user id for ${email}`);
  return id;
}

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(5), {}, { withAdmin: true });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  sessions.admin = await signInCookie(ADMIN.email, ADMIN.password);
  const pendingEmail = await verifiedAccount("pending");
  const disabledEmail = await verifiedAccount("disabled");
  sessions.pending = await signInCookie(pendingEmail, STAFF_PASSWORD);
  sessions.disabled = await signInCookie(disabledEmail, STAFF_PASSWORD);
  ids.pending = await userIdOf(pendingEmail);
  ids.disabled = await userIdOf(disabledEmail);
  ids.admin = await userIdOf(ADMIN.email);
  const disable = await post(
    "/admin/settings/users",
    { intent: "disable", userId: ids.disabled },
    sessions.admin,
  );
  expect(disable.status()).toBe(302);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await server.stop();
});

const URLS = [...new Set(guardedAdminRoutes().map((route) => route.url))];
const dataUrl = (url: string) => `${url}.data`;
const ATTEMPTS = (): Record<string, string>[] => [
  { intent: "approve", userId: ids.pending },
  { intent: "update-profile", name: "Hijacked" },
  { intent: "remove", userId: ids.admin },
  { intent: "disable-two-factor", password: STAFF_PASSWORD },
];

test("the route config yields the admin URLs to try", () => {
  expect(URLS).toEqual(expect.arrayContaining(["/admin", "/admin/settings/users"]));
});

for (const who of ["anonymous", "pending", "disabled"] as const) {
  test(`${who}: every admin loader and action refuses, for pages and data requests`, async () => {
    const cookie = sessions[who];
    const headers = cookie ? { cookie } : undefined;
    const target = who === "pending" ? "/admin/awaiting-approval" : "/admin/login";
    for (const url of URLS) {
      const page = await api.get(url, { headers, maxRedirects: 0 });
      expect([url, page.status()]).toEqual([url, 302]);
      expect(page.headers().location).toContain(target);

      const data = await api.get(dataUrl(url), { headers, maxRedirects: 0 });
      expect([dataUrl(url), data.status()]).toEqual([dataUrl(url), 202]);
      const body = await data.text();
      expect(body).toContain(target);
      expect(body).not.toContain(ADMIN.email);

      for (const form of ATTEMPTS()) {
        for (const action of [url, `${url}?index`, dataUrl(url), `${dataUrl(url)}?index`]) {
          const response = await post(action, form, cookie);
          // A redirect away (302 page / 202 data) or "no action here" (405).
          expect([action, form.intent, [202, 302, 405].includes(response.status())]).toEqual([
            action,
            form.intent,
            true,
          ]);
          expect(await response.text()).not.toContain(ADMIN.email);
        }
      }
    }
  });
}

test("nothing changed in the database", async () => {
  expect(await server.stop()).toBe(0);
  const handle = await openPglite({ dataDir: path.join(server.dataDir, "db") });
  try {
    const [pending] = await handle.db.select().from(users).where(eq(users.id, ids.pending));
    expect(pending).toMatchObject({ role: "user", banned: false });
    const [admin] = await handle.db.select().from(users).where(eq(users.id, ids.admin));
    expect(admin).toMatchObject({ name: ADMIN.name, role: "admin" });
    const changes = (await handle.db.select().from(auditLog)).map((entry) => entry.action);
    // The only change is the one the admin made while setting up.
    expect(
      changes.filter((action) => /^(user\.|profile\.|two_factor\.|password\.)/.test(action)),
    ).toEqual(["user.disable"]);
  } finally {
    await handle.close();
  }
});
