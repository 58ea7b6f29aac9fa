import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import { sendPasswordResetLink } from "~/modules/accounts/mail.server";
import { deliverMail } from "~/modules/mail/outgoing-mail.server";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { formatLatestMail, latestMail } from "./latest-mail.server";

setupTestDatabase();

const LINK = `https://example.com/admin/reset-password?token=${"a1B2".repeat(16)}`;

test("the newest e-mails, for one address, newest printed last and decoded", async () => {
  const mail = { from: "site@example.com", html: "<p>Body</p>" };
  await deliverMail({ ...mail, to: "first@example.org", subject: "One", text: "First" }, "test");
  await deliverMail({ ...mail, to: "Second@Example.org", subject: "Two", text: "Second" }, "test");
  await deliverMail({ ...mail, to: "first@example.org", subject: "Three", text: "Third" }, "test");

  const forFirst = await latestMail({ to: "FIRST@example.org" });
  expect(forFirst.map((message) => message.subject)).toEqual(["Three", "One"]);
  expect((await latestMail({ count: 1 })).map((message) => message.subject)).toEqual(["Three"]);
  expect((await latestMail({ to: "second@example.org" }))[0]?.to).toBe("Second@Example.org");

  const printed = formatLatestMail(forFirst);
  expect(printed.indexOf("Subject: One")).toBeLessThan(printed.indexOf("Subject: Three"));
  expect(printed).toContain("To: first@example.org");
});

test("a reset e-mail, whose stored text is cleared once sent, is read back from its outbox file with the link whole", async () => {
  await sendPasswordResetLink({ email: "reset@example.org", name: "Robin" }, LINK, 3600);
  const [stored] = await db()
    .select({ text: emailDeliveries.textBody })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, "reset@example.org"));
  expect(stored?.text).toBe("");
  const [message] = await latestMail({ to: "reset@example.org" });
  expect(message?.subject).toMatch(/^Reset your password/);
  // The link is long enough for quoted-printable to break and escape it in the file.
  expect(message?.text).toContain(LINK);
  expect(formatLatestMail([message!])).toContain(`${LINK}\n`);
});

test("nothing stored yet is said plainly", () => {
  expect(formatLatestMail([])).toBe("No e-mail has been stored yet.");
});
