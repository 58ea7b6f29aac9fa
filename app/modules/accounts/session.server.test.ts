import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { createAdmin } from "../../../tests/helpers/accounts";
import { recordSql } from "../../../tests/helpers/record-sql";
import { createTestRequestHandler } from "../../../tests/helpers/request-handler";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_MAX_AGE_SECONDS } from "./auth.server";
import { requireStaff } from "~/routes/session-guard.server";
import { getAuthSession, getSessionUser } from "./session.server";

const database = setupTestDatabase();

const HOUR = 60 * 60 * 1000;
const request = (cookie: string, method = "GET") =>
  new Request("http://localhost:3000/admin", { method, headers: { cookie } });

async function ageSession(userId: string, ageMs: number) {
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 - ageMs);
  await db().update(session).set({ expiresAt }).where(eq(session.userId, userId));
}

async function expiresAt(userId: string): Promise<number> {
  const [row] = await db().select().from(session).where(eq(session.userId, userId));
  return row!.expiresAt.getTime();
}

test("the session cookie is HttpOnly and SameSite=Lax and lasts 12 hours", async () => {
  const admin = await createAdmin("cookie");
  await ageSession(admin.id, HOUR);
  const { setCookies } = await getAuthSession(request(admin.cookie));
  const cookie = setCookies.find((value) => value.includes("session_token="));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS}`));
});

test("a session in use is renewed to 12 hours from now (on page loads, not on form posts)", async () => {
  const admin = await createAdmin("renew");
  await ageSession(admin.id, 5 * HOUR);
  const before = await expiresAt(admin.id);

  await getAuthSession(request(admin.cookie, "POST"));
  expect(await expiresAt(admin.id)).toBe(before);

  await getAuthSession(request(admin.cookie));
  const renewed = await expiresAt(admin.id);
  expect(renewed - before).toBeGreaterThan(4.9 * HOUR);
  expect(renewed).toBeLessThanOrEqual(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
});

test("an idle session ends after 12 hours", async () => {
  const admin = await createAdmin("idle");
  await ageSession(admin.id, SESSION_MAX_AGE_SECONDS * 1000 + 60_000);
  expect(await getSessionUser(request(admin.cookie))).toBeNull();
  const thrown = await requireStaff(request(admin.cookie), null).catch(
    (response: Response) => response,
  );
  expect((thrown as Response).headers.get("location")).toBe("/admin/login");
});

test("one lookup per request, shared by every loader that asks", async () => {
  const admin = await createAdmin("memo");
  const shared = request(admin.cookie);
  expect(getAuthSession(shared)).toBe(getAuthSession(shared));
  expect(await requireStaff(shared, null)).toMatchObject({ id: admin.id });
});

// React Router gives each loader its own copy of the Request: the sharing
// lives in the request scope the server (and the test handler) opens.
const handle = createTestRequestHandler();
const count = (texts: string[], table: string) =>
  texts.filter((text) => text.includes(`from "${table}"`)).length;

test("through the router, the layout and the page share one session lookup and one policy read", async () => {
  const admin = await createAdmin("scope");
  let status = 0;
  const texts = await recordSql(database(), async () => {
    const response = await handle(
      new Request("http://localhost:3000/admin/settings/profile", {
        headers: { cookie: admin.cookie },
      }),
    );
    status = response.status;
    await response.arrayBuffer();
  });
  expect(status).toBe(200);
  expect(count(texts, "session")).toBe(1);
  expect(count(texts, "security_settings")).toBe(1);
});

test("a form's action and the loaders after it each look the session up, once", async () => {
  const admin = await createAdmin("scope-post");
  let status = 0;
  const texts = await recordSql(database(), async () => {
    const response = await handle(
      new Request("http://localhost:3000/admin/settings/profile", {
        method: "POST",
        headers: { cookie: admin.cookie },
        body: new URLSearchParams({ name: "" }),
      }),
    );
    status = response.status;
    await response.arrayBuffer();
  });
  expect(status).toBe(400);
  expect(count(texts, "session")).toBe(2);
});

/** Moves the sign-in time back, as if the session had been kept alive by use all along. */
async function signedInAgo(userId: string, ageMs: number) {
  await db()
    .update(session)
    .set({ createdAt: new Date(Date.now() - ageMs), expiresAt: new Date(Date.now() + 6 * HOUR) })
    .where(eq(session.userId, userId));
}

test("a session kept alive by use still ends 7 days after sign-in, on the server", async () => {
  expect(SESSION_ABSOLUTE_LIFETIME_SECONDS).toBe(7 * 24 * 60 * 60);
  const admin = await createAdmin("absolute");
  await signedInAgo(admin.id, SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000 - HOUR);
  expect(await getSessionUser(request(admin.cookie))).toMatchObject({ id: admin.id });

  await signedInAgo(admin.id, SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000 + 60_000);
  const ended = request(admin.cookie);
  expect(await getSessionUser(ended)).toBeNull();
  // The browser is told to drop the cookie…
  const { setCookies } = await getAuthSession(ended);
  expect(setCookies.find((value) => value.includes("session_token="))).toMatch(/Max-Age=0/i);
  // …and the row is gone, so the cookie is dead on every path (forms included).
  expect(await db().select().from(session).where(eq(session.userId, admin.id))).toEqual([]);
  expect(await getSessionUser(request(admin.cookie, "POST"))).toBeNull();
  const thrown = await requireStaff(request(admin.cookie), null).catch(
    (response: Response) => response,
  );
  expect((thrown as Response).headers.get("location")).toBe("/admin/login");
});
