import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { openPglite } from "../../app/db/client.server";
import { inquiries } from "../../app/db/schema";
import {
  ownServerPort,
  SERVER_START_TIMEOUT_MS,
  startServer,
  type RunningServer,
} from "./helpers/server";
import { asNewVisitor } from "./helpers/visitor";
import { outboxFiles } from "./helpers/outbox";

// These journeys inspect the database and outbox afterwards, so they run
// against a server of their own, one after the other.
test.describe.configure({ mode: "serial" });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startServer(ownServerPort(11), { CONTACT_RATE_LIMIT: "3" });
});

test.afterAll(async () => {
  if (server) await server.stop();
});

async function fillContactForm(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(`${name.split(" ")[0]!.toLowerCase()}@example.org`);
  await page.getByLabel("Phone Number").fill("(609) 555-0123");
  await page.getByLabel("Company/Organization").fill("Lakeside Manufacturing");
  await page.getByLabel("Service of Interest").selectOption({ label: "Cloud Infrastructure" });
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("We want to migrate two data centers to the cloud in 2027.");
  await page.getByLabel(/I agree to the privacy policy/).check();
}

test("a visitor sends a message with JavaScript and can send another", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto(`${server.url}/contact`);
  await fillContactForm(page, "Morgan Ellis");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(
    page.getByText(
      "Your message has been received. Our team will contact you shortly to discuss your technology needs.",
    ),
  ).toBeVisible();

  await page.getByRole("link", { name: "Send Another Message" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
});

test("with JavaScript, mistakes are explained beside the fields before anything is sent", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto(`${server.url}/contact`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Please select a service")).toBeVisible();
  await expect(page.getByText("Please agree to the privacy policy to continue")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByLabel("Email Address").blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email Address").fill("fixed@example.org");
  await expect(page.getByText("Please enter a valid email address")).toBeHidden();
});

test("the validation script loads when the form is first used; nothing typed or pressed before it arrives is missed", async ({
  page,
}) => {
  await asNewVisitor(page);
  const loads: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    if (/form-validation-[^/]*\.js$/.test(request.url())) loads.push(request.url());
    // The form's own posts (the page-view beacon posts elsewhere).
    if (request.method() === "POST" && new URL(request.url()).pathname === "/contact") {
      posts.push(request.url());
    }
  });
  // The script is held back until released, as on a slow connection.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/form-validation-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
  expect(loads, "a visitor who only reads never loads it").toEqual([]);

  // Left before the script arrived, and a submit pressed before it arrived.
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByLabel("Full Name").focus();
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(loads).toHaveLength(1);
  release();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  expect(posts, "nothing was sent with mistakes in it").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still submits and shows the thank-you view", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(`${server.url}/contact`);
    await fillContactForm(page, "Jordan Price");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#message-form$/);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("the browser's own rules guard the required fields", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    await expect(page.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone Number")).not.toHaveAttribute("required", "");
    await expect(page.getByLabel("Service of Interest")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Company/Organization")).toHaveAttribute("required", "");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute("required", "");
    await expect(page.getByLabel(/I agree to the privacy policy/)).toHaveAttribute("required", "");
  });
});

test("bad input gets a 400 with messages and the typed values back", async ({ request }) => {
  const response = await request.post(`${server.url}/contact`, {
    headers: { "X-Forwarded-For": "10.200.0.1", Origin: server.url },
    form: {
      name: "Casey\u0000Null",
      email: "casey@",
      company: "x".repeat(151),
      service: "telepathy",
      message: "Hello",
    },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Contains characters that are not allowed");
  expect(html).toContain("Please enter a valid email address");
  expect(html).toContain("Company/Organization must be at most 150 characters");
  expect(html).toContain("Please select a service");
  expect(html).toContain("Please agree to the privacy policy to continue");
  expect(html).toContain('value="casey@"');
  // Without JavaScript the answer lands at the top: a focused summary says what happened.
  expect(html).toContain("Please correct the highlighted fields and send your message again.");
});

test("a filled honeypot looks like success but stores and sends nothing", async ({ request }) => {
  const response = await request.post(`${server.url}/contact`, {
    headers: { "X-Forwarded-For": "10.200.0.2", Origin: server.url },
    form: {
      name: "Spam Bot",
      email: "bot@example.net",
      company: "Bots Inc",
      service: "cloud",
      message: "Buy cheap followers",
      privacy: "on",
      website: "https://spam.example.net",
      // A bot posts the form as scraped, hidden one-time key included.
      idempotencyKey: crypto.randomUUID(),
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/contact?sent=1#message-form");
});

test("too many messages from one address get a 429 with a clear message", async ({ request }) => {
  const post = () =>
    request.post(`${server.url}/contact`, {
      headers: { "X-Forwarded-For": "10.200.0.3", Origin: server.url },
      form: { name: "Rapid Sender" },
    });
  for (let attempt = 0; attempt < 3; attempt++) expect((await post()).status()).toBe(400);
  const limited = await post();
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await limited.text()).toContain("Please wait a few minutes and try again.");
});

test("after a graceful stop, the real messages are in the database and the outbox", async () => {
  expect(await server.stop()).toBe(0);

  const handle = await openPglite({ dataDir: path.join(server.dataDir, "db") });
  const rows = await handle.db.select().from(inquiries);
  await handle.close();
  expect(rows.map((row) => row.name).sort()).toEqual(["Jordan Price", "Morgan Ellis"]);
  for (const row of rows) {
    expect(row).toMatchObject({
      status: "new",
      service: "cloud",
      company: "Lakeside Manufacturing",
    });
  }

  const mails = await Promise.all(
    outboxFiles(server.dataDir).map(async (file) => simpleParser(fs.readFileSync(file))),
  );
  expect(mails).toHaveLength(4);
  const toTeam = mails.filter((mail) => mail.subject?.startsWith("New inquiry"));
  expect(toTeam.map((mail) => mail.replyTo?.text).sort()).toEqual([
    "jordan@example.org",
    "morgan@example.org",
  ]);
  for (const mail of mails) {
    expect(mail.text).toBeTruthy();
    expect(mail.html).toBeTruthy();
  }
});
