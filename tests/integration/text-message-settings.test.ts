import fs from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { lockoutClock } from "~/modules/accounts/limits.server";
import { getSmsFactor } from "~/modules/accounts/sms-factor.server";
import { smsOutboxDir } from "~/modules/sms/sms-transport.server";
import { action } from "~/routes/admin/settings/text-message";
import { createAdmin, TEST_PASSWORD } from "../helpers/accounts";
import { form, TEST_IP } from "../helpers/inbox";
import { setupTestDatabase } from "../helpers/test-database";

// Settings › Text message with a session alone (a stolen cookie, issue 25):
// the forms are refused without the current password, and nothing changes.
setupTestDatabase();

type Answer = { init: { status?: number } | null };

async function post(cookie: string, fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/admin/settings/text-message", {
    method: "POST",
    headers: { cookie },
    body: form(fields),
  });
  const context = { clientIp: TEST_IP, cspNonce: "", requestId: "test" };
  try {
    return (await action({ request, params: {}, context } as never)) as unknown;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Answer).init?.status ?? 200);

const textsTo = (phone: string) => {
  const dir = smsOutboxDir();
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).to === phone)
    .length;
};

const lastCodeTo = (phone: string) => {
  const dir = smsOutboxDir();
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const text = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    if (text.to === phone) return /\b(\d{6})\b/.exec(text.body)![1]!;
  }
  throw new Error(`no text to ${phone}`);
};

test("a session alone can neither send an enrolment code, nor confirm it, nor remove the number", async () => {
  vi.spyOn(lockoutClock, "wait").mockResolvedValue(); // the sign-in lockout's delay, not slept
  const admin = await createAdmin("sms-route");
  const phone = "+15555550177";
  const send = { intent: "send-sms-code", phoneNumber: phone };

  expect(statusOf(await post(admin.cookie, send))).toBe(400);
  expect(statusOf(await post(admin.cookie, { ...send, password: "a guess" }))).toBe(400);
  expect(textsTo(phone)).toBe(0);
  expect(await getSmsFactor(admin.userId)).toBeNull();

  expect(statusOf(await post(admin.cookie, { ...send, password: TEST_PASSWORD }))).toBe(302);
  const code = lastCodeTo(phone);
  expect(statusOf(await post(admin.cookie, { intent: "confirm-sms", code }))).toBe(400);
  expect(await getSmsFactor(admin.userId)).toMatchObject({ verified: false });
  const confirm = { intent: "confirm-sms", code, password: TEST_PASSWORD };
  expect(statusOf(await post(admin.cookie, confirm))).toBe(302);
  expect(await getSmsFactor(admin.userId)).toMatchObject({ verified: true });

  expect(statusOf(await post(admin.cookie, { intent: "remove-sms" }))).toBe(400);
  expect(statusOf(await post(admin.cookie, { intent: "remove-sms", password: "a guess" }))).toBe(
    400,
  );
  expect(statusOf(await post(admin.cookie, { intent: "cancel-sms" }))).toBe(302);
  expect(await getSmsFactor(admin.userId)).toMatchObject({ verified: true });
  const remove = { intent: "remove-sms", password: TEST_PASSWORD };
  expect(statusOf(await post(admin.cookie, remove))).toBe(302);
  expect(await getSmsFactor(admin.userId)).toBeNull();
});
