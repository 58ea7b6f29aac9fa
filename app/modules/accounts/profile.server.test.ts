import { expect, test } from "vitest";
import {
  client,
  cookieHeader,
  createAdmin,
  signInAs,
  TEST_PASSWORD,
} from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { listAuditEntries } from "~/modules/audit/audit.server";
import { MAX_FAILED_PASSWORDS } from "./limits.server";
import { changePassword, updateProfileName } from "./profile.server";
import { getSessionUser, type SessionUser } from "./session.server";

setupTestDatabase();

const asRequest = (cookie: string) =>
  new Request("http://localhost:3000/admin/settings/password", { headers: { cookie } });

async function me(cookie: string): Promise<SessionUser> {
  const user = await getSessionUser(asRequest(cookie));
  if (!user) throw new Error("not signed in");
  return user;
}

test("the name is updated and the change audited", async () => {
  const admin = await createAdmin("rename");
  await updateProfileName("Renamed Person", await me(admin.cookie), client(admin.cookie));
  expect((await me(admin.cookie)).name).toBe("Renamed Person");
  const entry = (await listAuditEntries()).find((row) => row.action === "profile.update");
  expect(entry).toMatchObject({ actorId: admin.id, targetId: admin.id });
});

test("changing the password needs the current one and signs out every other session", async () => {
  const admin = await createAdmin("password");
  const otherDevice = await signInAs(admin.email);
  const user = await me(admin.cookie);

  expect(
    await changePassword(
      { currentPassword: "not it", newPassword: "whatever long enough" },
      user,
      client(admin.cookie),
    ),
  ).toMatchObject({ ok: false, reason: "wrong-password" });

  // Long passphrases are welcome.
  const passphrase = "the quick brown fox jumps over the lazy dog ".repeat(5).trim();
  const changed = await changePassword(
    { currentPassword: TEST_PASSWORD, newPassword: passphrase },
    user,
    client(admin.cookie),
  );
  expect(changed.ok).toBe(true);
  if (!changed.ok) return;
  // This browser got a fresh session; the other device and the old cookie are out.
  expect(
    await getSessionUser(asRequest(cookieHeader(changed.headers, admin.cookie))),
  ).toMatchObject({ id: admin.id });
  expect(await getSessionUser(asRequest(otherDevice.cookie))).toBeNull();
  expect(await getSessionUser(asRequest(admin.cookie))).toBeNull();
  await signInAs(admin.email, passphrase);
  expect((await listAuditEntries()).map((row) => row.action)).toContain("password.change");
});

test("guessing the current password through Settings hits the same account lock", async () => {
  const admin = await createAdmin("guesser");
  const user = await me(admin.cookie);
  let last;
  for (let attempt = 0; attempt < MAX_FAILED_PASSWORDS; attempt++) {
    last = await changePassword(
      { currentPassword: `guess ${attempt}`, newPassword: "a new passphrase" },
      user,
      client(admin.cookie),
    );
  }
  expect(last).toMatchObject({ ok: false, reason: "locked" });
  const right = await changePassword(
    { currentPassword: TEST_PASSWORD, newPassword: "a new passphrase" },
    user,
    client(admin.cookie),
  );
  expect(right).toMatchObject({ ok: false, reason: "locked" });
});
