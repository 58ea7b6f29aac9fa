// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { account, rateLimits, smsFactors, user as users, verification } from "~/db/schema";
import { smsOutboxDir } from "~/modules/sms/sms-transport.server";
import { createVerifiedAccount, TEST_PASSWORD } from "../helpers/accounts";
import {
  formBody,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  hostileFormText,
  type FormEntry,
} from "../helpers/fuzz";
import {
  damagedFormOf,
  expectRefusalAsPage,
  postForm,
  postMode,
  realOrHostile,
  withOptionalFields,
} from "../helpers/fuzz-forms";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 25: at least FUZZ_RUNS generated submissions to the account forms
// added since issue 12 — password reset (asking for a link, setting a new
// password with a token) and the text-message factor (enrol, confirm, remove)
// — posted as the browser would. None may answer 5xx, a refused document post
// comes back as the page, and a refused post changes nothing.

const database = setupTestDatabase();
const handle = createTestRequestHandler();

/** An account that may ask for reset links, and a staff member enrolling a phone. */
const people = { resetEmail: "", resetUserId: "", smsUserId: "", smsCookie: "" };

beforeAll(async () => {
  const resetting = await createVerifiedAccount("fuzz-reset");
  people.resetEmail = resetting.email;
  people.resetUserId = resetting.userId;
  const staff = await createVerifiedAccount("fuzz-sms");
  await database().db.update(users).set({ role: "editor" }).where(eq(users.id, staff.userId));
  people.smsUserId = staff.userId;
  people.smsCookie = staff.cookie;
});

async function storedPassword(userId: string): Promise<string | null> {
  const [row] = await database()
    .db.select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

async function verificationRows(): Promise<number> {
  const [row] = await database().db.select({ total: count() }).from(verification);
  return row?.total ?? 0;
}

/** Addresses as people type them: the account's own (any case, padded), others, malformed. */
const emailAddress = () =>
  realOrHostile(
    fc.oneof(
      fc.constant(people.resetEmail),
      fc.constant(` ${people.resetEmail.toUpperCase()} `),
      fc.emailAddress(),
      fc.constantFrom("nobody@example.com", "a@b", "@example.com", "x@example.com."),
    ),
    hostileFormText,
  );

/** Tokens shaped like a link's (base64url, alphanumeric) and not. */
const resetToken = realOrHostile(
  fc.oneof(
    fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((b) => Buffer.from(b).toString("base64url")),
    fc.stringMatching(/^[A-Za-z0-9]{24}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,300}$/),
  ),
  hostileFormText,
);

/** New passwords around every length rule (8, 12, 128 characters) and beyond. */
const newPassword = fc.oneof(
  fc.string({ minLength: 0, maxLength: 16 }),
  fc.string({ minLength: 8, maxLength: 200 }),
  fc.constantFrom("password", "123456789012", "correct horse battery staple 2", "x".repeat(129)),
  hostileFormText,
);

// One form group: asking for a link, and setting a new password with a
// link's token; each run is one or the other.
test(
  "password reset (ask for a link, set a new password) answers generated submissions without a 5xx",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const password = await storedPassword(people.resetUserId);
    const verificationsBefore = await verificationRows();
    let linksAnswered = 0;
    const ask = fc.record({
      path: fc.constant("/admin/forgot-password" as const),
      entries: damagedFormOf({ email: emailAddress() }),
    });
    const reset = fc.record({
      path: fc.constant("/admin/reset-password" as const),
      entries: fc
        .tuple(resetToken, newPassword, fc.oneof(fc.constant(null), newPassword))
        .chain(([token, chosen, other]) =>
          damagedFormOf({
            token: fc.constant(token),
            newPassword: fc.constant(chosen),
            confirmPassword: fc.constant(other ?? chosen),
          }),
        ),
    });
    const input = fc.record({
      form: fc.oneof(ask, reset),
      urlEncoded: fc.boolean(),
      mode: postMode,
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ form: { path, entries }, urlEncoded, mode }) => {
        const posted = await postForm(handle, path, formBody(entries, urlEncoded), {
          mode,
          input: entries,
        });
        if (path === "/admin/forgot-password") {
          expectRefusalAsPage(posted, mode, "Reset your password");
          if (posted.redirected) linksAnswered += 1;
          return;
        }
        // No generated token is a real link's: always refused, as the page.
        expect(posted.redirected, posted.label).toBe(false);
        expectRefusalAsPage(posted, mode, "Choose a new password", { withForm: false });
        expect(await storedPassword(people.resetUserId)).toBe(password);
      }),
      { numRuns: FUZZ_RUNS },
    );
    // A link is made (now or in the background) only for an answered request.
    expect(await verificationRows()).toBeLessThanOrEqual(verificationsBefore + linksAnswered);
  },
);

/** The code of the newest text message in the SMS outbox (what the phone received). */
function lastTextedCode(): string {
  const dir = smsOutboxDir();
  const newest = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  const file = newest.sort().at(-1);
  if (!file) return "000000";
  const { body } = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { body: string };
  return /\d{6}/.exec(body)?.[0] ?? "000000";
}

/** E.164 numbers, written as people type them, and nearly-numbers. */
const phoneNumber = realOrHostile(
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.stringMatching(/^\d{6,15}$/),
      fc.constantFrom("+", "00", "", "+0"),
      fc.constantFrom("", " ", "-", "."),
    )
    .map(([country, rest, prefix, gap]) =>
      `${prefix}${country}${rest}`.replace(/(\d{3})(?=\d)/g, `$1${gap}`),
    ),
  hostileFormText,
);

const smsCode = realOrHostile(
  fc.oneof(
    fc.constant("texted"),
    fc.stringMatching(/^\d{6}$/),
    fc.stringMatching(/^\d{3} \d{3}$/),
    fc.stringMatching(/^\d{1,12}$/),
  ),
  hostileFormText,
);

type SmsState = { verified: boolean; twoFactorEnabled: boolean };

async function smsState(): Promise<SmsState> {
  const { db } = database();
  const [factor] = await db
    .select({ verifiedAt: smsFactors.verifiedAt })
    .from(smsFactors)
    .where(eq(smsFactors.userId, people.smsUserId));
  const [owner] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, people.smsUserId));
  return {
    verified: Boolean(factor?.verifiedAt),
    twoFactorEnabled: Boolean(owner?.twoFactorEnabled),
  };
}

test(
  "text-message factor (send a code, confirm it, remove) answers generated submissions without a 5xx",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    // The current password (the field these forms are gaining): right or wrong.
    const password = fc.oneof(fc.constant(TEST_PASSWORD), hostileFormText);
    const fields = withOptionalFields(
      damagedFormOf({
        intent: realOrHostile(
          fc.constantFrom("send-sms-code", "confirm-sms", "remove-sms"),
          hostileFormText,
        ),
        phoneNumber,
        code: smsCode,
      }),
      { password, currentPassword: password },
    );
    const input = fc.record({ entries: fields, urlEncoded: fc.boolean(), mode: postMode });
    await fc.assert(
      fc.asyncProperty(input, async ({ entries: generated, urlEncoded, mode }) => {
        // The send limit (5 texts a quarter hour) would refuse almost every
        // send; lifted, so enrolment runs on with the texted codes.
        await database().db.delete(rateLimits);
        const entries = generated.map(([name, value]): FormEntry => [
          name,
          value === "texted" ? lastTextedCode() : value,
        ]);
        const before = await smsState();
        const posted = await postForm(
          handle,
          "/admin/settings/text-message",
          formBody(entries, urlEncoded),
          { cookie: people.smsCookie, mode, input: entries },
        );
        expectRefusalAsPage(posted, mode, "A 6-digit code sent to your phone by text message");
        if (!posted.redirected) expect(await smsState(), posted.label).toEqual(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);
