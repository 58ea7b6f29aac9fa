import { beforeEach, expect, test, vi } from "vitest";
import { client, createAdmin, signInAs, TEST_PASSWORD } from "../../../tests/helpers/accounts";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { changePassword } from "./profile.server";
import {
  ACCOUNT_LOCKOUT,
  ADDRESS_LOCKOUT,
  addressKey,
  failureDelayMs,
  lockoutClock,
} from "./limits.server";
import { getSessionUser } from "./session.server";
import { signInWithPassword } from "./sign-in.server";

setupTestDatabase();

let waits: number[] = [];
beforeEach(() => {
  waits = [];
  // The progressive delay is observed, not slept through.
  vi.spyOn(lockoutClock, "wait").mockImplementation(async (ms) => {
    waits.push(ms);
  });
});

let nextAddress = 1;
/** A fresh client address (a different network) per call. */
const newAddress = () => `198.51.100.${nextAddress++}`;

const attempt = (email: string, password: string, ip: string) =>
  signInWithPassword({ email, password }, client("", ip));

async function failFrom(email: string, ip: string, times: number) {
  const results = [];
  for (let count = 0; count < times; count++) {
    results.push(await attempt(email, `wrong guess ${count}`, ip));
  }
  return results;
}

test("five wrong passwords from one address lock that address out, even against the right password", async () => {
  const admin = await createAdmin("locked");
  const attacker = newAddress();
  const results = await failFrom(admin.email, attacker, ADDRESS_LOCKOUT.failures);
  expect(results.slice(0, -1).map((result) => result.status)).toEqual(
    Array(ADDRESS_LOCKOUT.failures - 1).fill("invalid"),
  );
  expect(results.at(-1)).toEqual({ status: "locked", retryAfterSeconds: 15 * 60 });
  expect((await attempt(admin.email, TEST_PASSWORD, attacker)).status).toBe("locked");
  // Case and spaces do not make a new counter.
  expect((await attempt(` ${admin.email.toUpperCase()} `, TEST_PASSWORD, attacker)).status).toBe(
    "locked",
  );
});

test("…but the owner, from an address that did not fail, still signs in", async () => {
  const admin = await createAdmin("owner");
  await failFrom(admin.email, newAddress(), ADDRESS_LOCKOUT.failures);
  const owner = await attempt(admin.email, TEST_PASSWORD, newAddress());
  expect(owner.status).toBe("signed-in");
});

test("a whole IPv6 /64 counts as one address; IPv4-mapped addresses as their IPv4", () => {
  expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:0db8:0001:0002:ffff:1:2:3"));
  expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(addressKey("203.0.113.9")).not.toBe(addressKey("203.0.113.10"));
});

test("an address with earlier failures waits longer before each check; a clean one never waits", async () => {
  const admin = await createAdmin("slow");
  const guesser = newAddress();
  await failFrom(admin.email, guesser, ADDRESS_LOCKOUT.failures - 1);
  expect(waits).toEqual([0, 1, 2].map((failures) => failureDelayMs(failures + 1)));
  expect(waits).toEqual([250, 500, 1_000]);
  expect(failureDelayMs(10)).toBe(2_000);

  waits = [];
  expect((await attempt(admin.email, TEST_PASSWORD, newAddress())).status).toBe("signed-in");
  expect(waits).toEqual([]);
});

test("a correct password clears its address's failures", async () => {
  const admin = await createAdmin("reset");
  const office = newAddress();
  await failFrom(admin.email, office, ADDRESS_LOCKOUT.failures - 1);
  expect((await attempt(admin.email, TEST_PASSWORD, office)).status).toBe("signed-in");
  const next = await failFrom(admin.email, office, ADDRESS_LOCKOUT.failures - 1);
  expect(next.map((result) => result.status)).toEqual(
    Array(ADDRESS_LOCKOUT.failures - 1).fill("invalid"),
  );
});

test("the account-wide limit: many failing addresses lock every address that failed, never a clean one", async () => {
  const admin = await createAdmin("siege");
  const botnet = Array.from({ length: ACCOUNT_LOCKOUT.failures / 2 }, newAddress);
  for (const bot of botnet) await failFrom(admin.email, bot, 2);
  // Each bot has failed only twice (below the per-address lock), yet the
  // account is under attack now: every one of them is refused, even with
  // the right password…
  for (const bot of botnet.slice(0, 3)) {
    const refused = await attempt(admin.email, TEST_PASSWORD, bot);
    expect(refused.status).toBe("locked");
    if (refused.status === "locked") {
      expect(refused.retryAfterSeconds).toBeGreaterThan(ACCOUNT_LOCKOUT.lockSeconds - 60);
    }
  }
  // …a new address gets one wrong guess before it is refused too…
  const latecomer = newAddress();
  expect((await attempt(admin.email, "one more guess", latecomer)).status).toBe("locked");
  expect((await attempt(admin.email, TEST_PASSWORD, latecomer)).status).toBe("locked");
  // …while the owner, who never failed, signs in.
  const owner = await attempt(admin.email, TEST_PASSWORD, newAddress());
  expect(owner.status).toBe("signed-in");
});

test("the settings password checks share the lockout (a stolen session cannot guess)", async () => {
  const admin = await createAdmin("settings");
  const thief = newAddress();
  const request = new Request("http://localhost:3000/admin/settings/password", {
    method: "POST",
    headers: { cookie: admin.cookie },
  });
  const user = (await getSessionUser(request))!;
  const tries = [];
  for (let count = 0; count < ADDRESS_LOCKOUT.failures; count++) {
    tries.push(
      await changePassword(
        { currentPassword: `guess ${count}`, newPassword: "a brand new passphrase" },
        user,
        { request, ip: thief },
      ),
    );
  }
  expect(tries.at(-1)).toMatchObject({ ok: false, reason: "locked" });
  expect((await attempt(admin.email, TEST_PASSWORD, thief)).status).toBe("locked");
  expect((await signInAs(admin.email)).userId).toBe(admin.id);
});
