import { beforeAll, expect, test } from "vitest";
import { mailDestinationLine, outboxDir } from "~/utils/mail.server";
import { createAdmin } from "../helpers/accounts";
import { insertApplication } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 25, item 19: with no SMTP server every message only lands in
// DATA_DIR/outbox — the admin must be told so, never "delivered"/"emailed".
setupTestDatabase();
const handle = createTestRequestHandler();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("outbox-mode")).cookie;
});

const get = async (url: string) => {
  const response = await handle(new Request(url, { headers: { cookie } }));
  return { status: response.status, html: await response.text() };
};

test("the dashboard says that e-mail is not being sent and where it goes", async () => {
  const { status, html } = await get("http://localhost:3000/admin");
  expect(status).toBe(200);
  expect(html).toContain("Email is not being sent (outbox mode)");
  expect(html).toContain(outboxDir());
});

test("a status change with the e-mail ticked says the e-mail went to the outbox, not to the candidate", async () => {
  const candidate = await insertApplication({ firstName: "Olive", email: "olive@example.org" });
  const url = `http://localhost:3000/admin/applications/${candidate.id}`;
  const response = await handle(
    new Request(url, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status: "interview", notify: "on" }),
    }),
  );
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  expect(location).toContain("notice=status-outboxed");
  const page = await get(new URL(location, url).href);
  expect(page.html).toContain(
    "The email to the candidate was written to the outbox folder, not sent",
  );
  expect(page.html).not.toContain("The candidate was emailed.");
});

test("the start-up line names outbox mode and its folder, or the SMTP server without its password", () => {
  expect(mailDestinationLine({ mode: "outbox", folder: "/srv/site/outbox" })).toBe(
    "Email is NOT sent: no SMTP_URL is set, so every message is written to /srv/site/outbox (outbox mode).",
  );
  expect(mailDestinationLine({ mode: "smtp", server: "smtp.example.com:587" })).toBe(
    "Email is sent through the SMTP server smtp.example.com:587.",
  );
});
