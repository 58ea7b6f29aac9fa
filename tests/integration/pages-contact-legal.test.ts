// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { inquiries, pages } from "~/db/schema";
import { runSeeders } from "~/db/seed.server";
import { DEMO_COMPANY_SETTINGS } from "~/modules/company/company-schema";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { CONTACT_PAGE } from "~/modules/pages/demo-pages/contact";
import { storePage } from "~/modules/pages/pages.server";
import type { PageInput } from "~/modules/pages/page-schema";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 28: /contact and the legal pages are page records. The contact page
// is blocks around the one contact form (its POST is still /contact's
// action), the offices come from Settings › Company, and each legal page is a
// legal-document block with its "last updated" date and table of contents.

const database = setupTestDatabase();
const handle = createTestRequestHandler();

const get = (path: string) => handle(new Request(`http://localhost:3000${path}`));
const save = (page: PageInput) =>
  database().db.transaction((tx) => storePage(tx, page, "editor@example.com"));

let visitor = 0;
const post = (fields: Record<string, string>) =>
  handle(
    new Request("http://localhost:3000/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    `198.51.100.${++visitor}`,
  );

const LEGAL_PATHS = ["/privacy", "/terms", "/cookies"];

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
});

test("the seed stores /contact and the legal pages as page records of their blocks", async () => {
  const rows = await database()
    .db.select({ path: pages.path, status: pages.status, blocks: pages.blocks })
    .from(pages)
    .where(inArray(pages.path, ["/contact", ...LEGAL_PATHS]));
  const types = Object.fromEntries(
    rows.map((row) => [row.path, (row.blocks as Array<{ type: string }>).map((b) => b.type)]),
  );
  expect(types).toEqual({
    "/contact": ["hero", "contact-form", "offices", "faq", "cta"],
    "/privacy": ["legal-document"],
    "/terms": ["legal-document"],
    "/cookies": ["legal-document"],
  });
  expect(rows.every((row) => row.status === "published")).toBe(true);
});

test("/contact shows the form, the contact details, the primary office's map and the FAQ", async () => {
  const response = await get("/contact");
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Contact Us · Arcwell Technologies</title>");
  expect(html).toContain("Get in Touch");
  expect(html).toContain('id="message-form-heading"');
  expect(html).toContain(">Send us a message</h2>");
  for (const label of ["Full Name", "Email Address", "Company/Organization", "Message"]) {
    expect(html, label).toContain(label);
  }
  // The form posts to /contact and carries the empty one-time key (decision 033).
  expect(html).toMatch(/<form[^>]*action="\/contact#[\w-]+"[^>]*method="post"/);
  expect(html).toMatch(/<input[^>]*name="idempotencyKey"[^>]*value=""/);
  // The offices from Settings › Company, the primary one on the map.
  expect(html).toContain("Hamilton Office");
  expect(html).toContain("2 Quakerbridge Plaza, Suite 210");
  expect(html).toContain("Our Hamilton Office");
  expect(html).toContain('data-office-map="/maps/hamilton"');
  expect(html).toContain("Frequently Asked Questions");
  expect(html).toContain('href="#message-form-heading"');
  expect(response.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
});

test("the contact form still posts to /contact from the block page: refused with messages, then sent", async () => {
  const refused = await post({ name: "Ada", email: "not-an-email", privacy: "on" });
  expect(refused.status).toBe(400);
  const page = await refused.text();
  expect(page).toContain("Please enter a valid email address");
  // What was typed is kept.
  expect(page).toMatch(/<input[^>]*value="Ada"/);

  const sent = await post({
    name: "Block Page",
    email: "block-page@example.org",
    company: "Blocks Ltd",
    service: "cloud",
    message: "Sent from the contact page record.",
    privacy: "on",
    idempotencyKey: crypto.randomUUID(),
  });
  expect(sent.status).toBe(302);
  expect(sent.headers.get("location")).toBe("/contact?sent=1#message-form");
  const stored = await database()
    .db.select()
    .from(inquiries)
    .where(eq(inquiries.email, "block-page@example.org"));
  expect(stored).toHaveLength(1);
  const thanks = await (await get("/contact?sent=1")).text();
  expect(thanks).toMatch(/Thank you|Message sent/i);
  expect(thanks).not.toContain('name="idempotencyKey"');
});

test("the contact page's record decides the layout: an edited title and a removed band show at once", async () => {
  const edited = structuredClone(CONTACT_PAGE);
  const form = edited.blocks.find((block) => block.type === "contact-form") as unknown as {
    fields: { title: string };
  };
  form.fields.title = "Write to our team";
  edited.blocks = edited.blocks.filter((block) => block.type !== "faq");
  await save(edited);
  const html = await (await get("/contact")).text();
  expect(html).toContain(">Write to our team</h2>");
  expect(html).not.toContain("Frequently Asked Questions");
  await save(CONTACT_PAGE);
});

test("a new primary office in Settings › Company shows on the contact page at once; addresses list the primary first", async () => {
  const db = database().db;
  const [hamilton, brunswick] = DEMO_COMPANY_SETTINGS.offices;
  // East Brunswick first in the list, the new Princeton office primary.
  const offices = [
    { ...brunswick!, primary: false },
    { ...hamilton!, id: "princeton", name: "Princeton Office", street: "1 Nassau Street" },
  ];
  expect(offices[1]!.primary).toBe(true);
  await db.execute(sql`insert into company_settings (id, data)
    values ('company', ${JSON.stringify({ ...DEMO_COMPANY_SETTINGS, offices })}::jsonb)
    on conflict (id) do update set data = excluded.data`);
  const withAddresses = structuredClone(CONTACT_PAGE);
  const officesBlock = withAddresses.blocks.find(
    (block) => block.type === "offices",
  ) as unknown as {
    fields: { addresses: boolean };
  };
  officesBlock.fields.addresses = true;
  await save(withAddresses);
  const html = await (await get("/contact")).text();
  expect(html).toContain("1 Nassau Street");
  expect(html).not.toContain("2 Quakerbridge Plaza");
  const visit = html.slice(html.indexOf('id="visit-heading"'));
  expect(visit.indexOf("Princeton Office")).toBeGreaterThan(-1);
  expect(visit.indexOf("Princeton Office")).toBeLessThan(visit.indexOf("East Brunswick Office"));
  expect(html).toContain('data-office-map="/maps/princeton"');
  await db.execute(sql`delete from company_settings where id = 'company'`);
  await save(CONTACT_PAGE);
});

test.each(LEGAL_PATHS)(
  "%s is its record: title, last updated date, contents with anchors, contact card",
  async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}">/i);
    expect(html).toContain("On this page");
    const anchors = [...html.matchAll(/<a[^>]*href="#([\w-]+)"/g)].map((match) => match[1]);
    expect(anchors.length).toBeGreaterThan(2);
    for (const id of anchors) expect(html, id).toContain(`id="${id}"`);
    expect(html).toContain("hello@example.com");
  },
);

test("the privacy policy states the server's retention settings", async () => {
  const html = await (await get("/privacy")).text();
  expect(html).toMatch(/<title>Privacy Policy · Arcwell Technologies<\/title>/);
  expect(html).toMatch(/backups?/i);
});

test("an unpublished legal page is not served", async () => {
  await database().db.update(pages).set({ status: "draft" }).where(eq(pages.path, "/cookies"));
  expect((await get("/cookies")).status).toBe(404);
  await database().db.update(pages).set({ status: "published" }).where(eq(pages.path, "/cookies"));
  expect((await get("/cookies")).status).toBe(200);
});
