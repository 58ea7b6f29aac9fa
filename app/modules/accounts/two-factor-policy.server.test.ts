import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { user as users } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { requireStaff } from "~/routes/session-guard.server";
import { isTwoFactorRequired, setTwoFactorRequired } from "./two-factor-policy.server";

setupTestDatabase();

const at = (path: string, cookie: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { cookie } });

async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

const actorOf = (account: { userId: string; email: string }, role: string) => ({
  user: { id: account.userId, email: account.email, name: "x", role },
  ip: "203.0.113.10",
});

test("with two-factor required, staff without it may open only the setup pages", async () => {
  const admin = await createAdmin("policy-admin");
  const staff = await createAdmin("policy-staff");
  expect(await isTwoFactorRequired()).toBe(false);
  expect(await redirectOf(requireStaff(at("/admin/jobs", staff.cookie), "jobs"))).toBeNull();

  expect(await setTwoFactorRequired(true, actorOf(admin, "admin"))).toBe(true);
  expect(await isTwoFactorRequired()).toBe(true);
  const [entry] = await listAuditEntries(1);
  expect(entry).toMatchObject({
    action: "security.update",
    actorEmail: admin.email,
    details: { requireTwoFactor: true },
  });

  for (const path of ["/admin/jobs", "/admin", "/admin/settings/profile", "/admin/jobs.data"]) {
    expect(await redirectOf(requireStaff(at(path, staff.cookie), null))).toBe(
      "/admin/settings/two-factor",
    );
  }
  for (const path of [
    "/admin/settings/two-factor",
    "/admin/settings/text-message",
    "/admin/settings/text-message.data",
  ]) {
    expect(await redirectOf(requireStaff(at(path, staff.cookie), null))).toBeNull();
  }

  // Once the account has a second factor, everything opens again.
  await db().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, staff.userId));
  expect(await redirectOf(requireStaff(at("/admin/jobs", staff.cookie), "jobs"))).toBeNull();

  expect(await setTwoFactorRequired(false, actorOf(admin, "admin"))).toBe(true);
  expect(await redirectOf(requireStaff(at("/admin/jobs", admin.cookie), "jobs"))).toBeNull();
});

test("only an administrator may change the requirement", async () => {
  const editor = await createAdmin("policy-editor");
  expect(await setTwoFactorRequired(true, actorOf(editor, "editor"))).toBe(false);
  expect(await isTwoFactorRequired()).toBe(false);
});
