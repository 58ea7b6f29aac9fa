import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { createAdmin } from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "./auth.server";
import { getAuthSession, getSessionUser, requireAdmin } from "./session.server";

setupTestDatabase();

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
  const thrown = await requireAdmin(request(admin.cookie)).catch((response: Response) => response);
  expect((thrown as Response).headers.get("location")).toBe("/admin/login");
});

test("one lookup per request, shared by every loader that asks", async () => {
  const admin = await createAdmin("memo");
  const shared = request(admin.cookie);
  expect(getAuthSession(shared)).toBe(getAuthSession(shared));
  expect(await requireAdmin(shared)).toMatchObject({ id: admin.id });
});
