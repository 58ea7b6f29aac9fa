import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { applications, inquiries } from "~/db/schema";
import { personEmail } from "~/modules/people/person-email";
import { erasePersonData } from "~/modules/privacy/person-data.server";
import { createAdmin } from "../helpers/accounts";
import { adminActor, insertApplication, insertInquiry } from "../helpers/inbox";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 5, one person, one history: applications and inquiries with
// the same e-mail address (trimmed, lower-cased; "+tags" kept) are linked on
// their detail pages, the talent pool counts people, and one erasure covers them all.
const database = setupTestDatabase();
const handle = createTestRequestHandler();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("people")).cookie;
});

async function page(path: string) {
  const response = await handle(
    new Request(`http://localhost:3000${path}`, { headers: { cookie } }),
  );
  return { status: response.status, html: await response.text() };
}

test("an address is the same person trimmed and lower-cased; a +tag is another address", () => {
  expect(personEmail("  Grace.Hopper@Example.COM ")).toBe("grace.hopper@example.com");
  expect(personEmail("grace+jobs@example.com")).not.toBe(personEmail("grace@example.com"));
});

test("the detail pages link the person's other applications and inquiries, and nobody else's", async () => {
  const first = await insertApplication({
    email: "grace@example.com",
    jobTitle: "Compiler Engineer",
  });
  const second = await insertApplication({
    email: "Grace@Example.com",
    jobTitle: "General application",
    isGeneral: true,
  });
  const tagged = await insertApplication({
    email: "grace+jobs@example.com",
    jobTitle: "Tagged Role",
  });
  const inquiry = await insertInquiry({ email: "GRACE@example.com", company: "Navy Labs" });
  const stranger = await insertInquiry({ email: "someone@example.com", company: "Elsewhere Inc" });

  const detail = await page(`/admin/applications/${first.id}`);
  expect(detail.status).toBe(200);
  expect(detail.html).toContain("Same person");
  expect(detail.html).toContain(`href="/admin/applications/${second.id}"`);
  expect(detail.html).toContain("General application (talent pool)");
  expect(detail.html).toContain(`href="/admin/inquiries/${inquiry.id}"`);
  expect(detail.html).not.toContain(`href="/admin/applications/${first.id}"`);
  expect(detail.html).not.toContain(`href="/admin/applications/${tagged.id}"`);
  expect(detail.html).not.toContain(`href="/admin/inquiries/${stranger.id}"`);

  const inquiryPage = await page(`/admin/inquiries/${inquiry.id}`);
  expect(inquiryPage.status).toBe(200);
  expect(inquiryPage.html).toContain(`href="/admin/applications/${first.id}"`);
  expect(inquiryPage.html).toContain(`href="/admin/applications/${second.id}"`);
  expect(inquiryPage.html).not.toContain(`href="/admin/applications/${tagged.id}"`);

  // Someone with a single record sees no such card.
  expect((await page(`/admin/inquiries/${stranger.id}`)).html).not.toContain("Same person");
});

test("the talent pool counts people, not rows", async () => {
  await insertApplication({
    email: "pool-one@example.com",
    isGeneral: true,
    jobTitle: "General application",
  });
  await insertApplication({
    email: "Pool-One@example.com",
    isGeneral: true,
    jobTitle: "General application",
  });
  await insertApplication({
    email: "pool-two@example.com",
    isGeneral: true,
    jobTitle: "General application",
  });
  const inbox = await page("/admin/applications");
  expect(inbox.status).toBe(200);
  // Grace's general application (previous test) and the two pool people.
  expect(inbox.html).toContain("General applications (talent pool), 3 people");
});

test("one erasure removes every application and inquiry of the person, and only theirs", async () => {
  const actor = await adminActor(cookie);
  const erased = await erasePersonData(actor, " GRACE@example.com ");
  expect(erased).toEqual({ applications: 2, inquiries: 1 });
  const left = await database()
    .db.select({ email: applications.email })
    .from(applications)
    .where(eq(applications.email, "grace+jobs@example.com"));
  expect(left).toHaveLength(1);
  const inquiriesLeft = await database().db.select({ email: inquiries.email }).from(inquiries);
  expect(inquiriesLeft.map((row) => row.email)).toEqual(["someone@example.com"]);
});
