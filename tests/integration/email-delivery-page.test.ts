import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { emailDeliveries } from "~/db/schema";
import { deliverMail, sendQueuedEmail } from "~/modules/mail/outgoing-mail.server";
import { outboxDir } from "~/utils/mail.server";
import { createAdmin } from "../helpers/accounts";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Settings › Email delivery through the whole request pipeline: an
// administrator sees an e-mail that could not be sent and sends it again.
setupTestDatabase();
const handle = createTestRequestHandler();
const PAGE = "http://localhost:3000/admin/settings/email-delivery";
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("delivery")).cookie;
});

const get = async (url = PAGE) => {
  const response = await handle(new Request(url, { headers: { cookie } }));
  return { status: response.status, html: await response.text() };
};
const post = (body: Record<string, string>) =>
  handle(
    new Request(PAGE, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    }),
  );

test("a failed email is listed with its error, sent again once fixed, and then gone from the list", async () => {
  // A real fault: a file where the outbox folder should be.
  await fs.rm(outboxDir(), { recursive: true, force: true });
  await fs.writeFile(outboxDir(), "in the way");
  await deliverMail(
    {
      from: "site@example.com",
      to: "casey@example.org",
      subject: "Your application was received",
      text: "Thanks",
      html: "<p>Thanks</p>",
    },
    "application-confirmation",
  );
  const [row] = await db()
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.toAddress, "casey@example.org"));
  await sendQueuedEmail({ id: row!.id }, { retryCount: 4, retryLimit: 4 });

  const listed = await get();
  expect(listed.status).toBe(200);
  expect(listed.html).toContain("1 failed email.");
  expect(listed.html).toContain("Your application was received");
  expect(listed.html).toContain("Application confirmation");
  expect(listed.html).toContain("casey@example.org");
  expect(listed.html).toMatch(/EEXIST|ENOTDIR/);
  // On a phone the row is a card: each cell names its column and keeps its role (issue 29, item 26).
  const body = listed.html.slice(listed.html.indexOf("<tbody"), listed.html.indexOf("</tbody>"));
  const cells = [...body.matchAll(/<(?:td|th)\b[^>]*>/g)].map(([tag]) => [
    /role="(\w+)"/.exec(tag)?.[1],
    /data-label="([^"]+)"/.exec(tag)?.[1],
  ]);
  expect(cells).toEqual([
    ["rowheader", "Email"],
    ["cell", "To"],
    ["cell", "Tries"],
    ["cell", "What went wrong"],
    ["cell", "Last try"],
    ["cell", "Actions"],
  ]);

  await fs.rm(outboxDir(), { force: true });
  const resent = await post({ intent: "resend", deliveryId: row!.id });
  expect(resent.status).toBe(302);
  expect(resent.headers.get("location")).toBe("/admin/settings/email-delivery?notice=resent");
  expect(await fs.readdir(outboxDir())).toHaveLength(1);

  const after = await get(`${PAGE}?notice=resent`);
  // No SMTP server in the tests: the page says where the mail went, never "delivered" (issue 25, item 19).
  expect(after.html).toContain(
    "The email was written to the outbox folder again — not sent, as no mail server is set up.",
  );
  expect(after.html).toContain("Email is not being sent (outbox mode)");
  expect(after.html).toContain(outboxDir());
  expect(after.html).toContain("none was delivered, as no mail server is set up");
  expect(after.html).not.toContain("has been delivered");

  // Sent already: a second click (another tab) is told so, not a 500.
  const again = await post({ intent: "resend", deliveryId: row!.id });
  expect(again.status).toBe(404);
  expect(await again.text()).toContain("no longer waiting");
});

test("a malformed request is refused with a message", async () => {
  const response = await post({ intent: "resend", deliveryId: "not-an-id" });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain("That request could not be read.");
});
