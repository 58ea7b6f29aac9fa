import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { uniquePerson } from "./helpers/inbox";
import { createJobByPost, deleteJobByPost, uniqueToken } from "./helpers/jobs";
import { sharedDataDir } from "./helpers/test-controls";
import { asNewVisitor, PHONE } from "./helpers/visitor";
import { outboxFiles } from "./helpers/outbox";

// Issue 30 item 3, end to end: a visitor saves the /careers search as a job
// alert, confirms it from the e-mail (a button, never the link's GET), a
// recruiter opens a matching job and the instant alert arrives through the
// queue, carrying RFC 8058's one-click headers; the mail program's one-click
// POST ends it. Without JavaScript the same form subscribes, and the manage
// page unsubscribes and says so.

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SCREENSHOT_DIR;
const ALERT_LINK = /https?:\/\/\S+\/careers\/alerts\/[A-Za-z0-9_-]{43}/;

/** Every e-mail to `email` in the shared server's outbox (DATA_DIR/outbox), oldest first. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const found: ParsedMail[] = [];
  for (const file of outboxFiles(sharedDataDir())) {
    const mail = await simpleParser(fs.readFileSync(file));
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.text === email) found.push(mail);
  }
  return found;
}

/** Waits for the e-mail to `email` whose subject starts so; the queue sends it, not the request. */
async function mailTo(email: string, subject: string): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(email)).find((each) => each.subject?.startsWith(subject));
        return Boolean(mail);
      },
      { timeout: 30_000, message: `an e-mail "${subject}…" to ${email}` },
    )
    .toBe(true);
  return mail!;
}

/** A header as written (mailparser reshapes List-* headers into objects). */
function headerOf(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? "";
  return line.slice(name.length + 1).trim();
}

const linkIn = (mail: ParsedMail) => ALERT_LINK.exec(mail.text ?? "")![0];

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** axe on the page at 1440 and at 390 px. */
async function checkPage(page: Page, name: string) {
  for (const [size, viewport] of [
    ["1440", { width: 1440, height: 900 }],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await shot(page, `${name}-${size}`);
  }
}

test("a visitor saves a search, confirms by e-mail, gets the instant alert for a new job and unsubscribes with one click", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const subscriber = uniquePerson("Alerts").email;
  const offline = uniquePerson("AlertsNoJs").email;
  const title = `Alerts ${token} Engineer`;

  // With JavaScript: the search typed into /careers becomes the alert's search.
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  await visitor.goto("/careers");
  await visitor.getByRole("searchbox", { name: "Search" }).fill(token);
  await expect(visitor).toHaveURL(new RegExp(`[?&]q=${token}`));
  const form = visitor.getByRole("form", { name: "Get new jobs by e-mail" });
  await expect(form.getByText(token, { exact: true })).toBeVisible();
  await form.getByLabel("Email Address").fill(subscriber);
  await expect(form.getByLabel("As soon as a job opens")).toBeChecked();
  await form.getByRole("button", { name: "Get job alerts" }).click();
  await expect(visitor).toHaveURL(/\/careers\/alerts\?sent=1(#job-alert-error)?$/);
  await expect(visitor.getByText(/Check your inbox: we sent a link to confirm/)).toBeVisible();
  await checkPage(visitor, "alerts-sent");

  // Without JavaScript the same form subscribes (weekly: no instant alert for this one).
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await asNewVisitor(noScript);
  await noScript.goto(`/careers?q=${token}`);
  const plainForm = noScript.getByRole("form", { name: "Get new jobs by e-mail" });
  await plainForm.getByLabel("Email Address").fill(offline);
  await plainForm.getByLabel("Once a week").check();
  await plainForm.getByRole("button", { name: "Get job alerts" }).click();
  await expect(noScript.getByText(/Check your inbox: we sent a link to confirm/)).toBeVisible();

  // Nothing is on until the button on the e-mailed page is pressed.
  const confirmation = await mailTo(subscriber, "Confirm your job alert");
  const manage = linkIn(confirmation);
  const opened = await visitor.goto(manage);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Confirm your job alert");
  await checkPage(visitor, "alerts-confirm");
  await visitor.getByRole("button", { name: "Confirm job alert" }).click();
  await expect(
    visitor.getByText("Your job alert is on. We e-mail you when a matching job opens."),
  ).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Your job alert");
  await expect(visitor.getByLabel("As soon as a job opens")).toBeChecked();
  await checkPage(visitor, "alerts-manage");

  await noScript.goto(linkIn(await mailTo(offline, "Confirm your job alert")));
  await noScript.getByRole("button", { name: "Confirm job alert" }).click();
  await expect(noScript.getByText("Your job alert is on.", { exact: false })).toBeVisible();

  // A recruiter opens a matching job; the queue sends the instant alert.
  const jobId = await createJobByPost(adminPage, {
    title,
    department: `Dept ${token}`,
    description: `Build ${token} services.`,
  });
  try {
    const alert = await mailTo(subscriber, `New job: ${title}`);
    expect(alert.text).toContain(`/careers/job/${jobId}`);
    expect(headerOf(alert, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClickUrl = /^<(.+)>$/.exec(headerOf(alert, "List-Unsubscribe"))?.[1] ?? "";
    expect(oneClickUrl).toMatch(/\/careers\/alerts\/[A-Za-z0-9_-]{43}\/unsubscribe$/);
    // One alert, and none to the weekly subscriber.
    expect((await mailsTo(subscriber)).map((mail) => mail.subject?.split(" — ")[0])).toEqual([
      "Confirm your job alert",
      `New job: ${title}`,
    ]);
    expect((await mailsTo(offline)).map((mail) => mail.subject?.split(" — ")[0])).toEqual([
      "Confirm your job alert",
    ]);

    // What a mail program sends (RFC 8058): a POST with no cookie and no Origin.
    const oneClick = await visitor.request.post(new URL(oneClickUrl).pathname, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toContain("Unsubscribed.");
    // The alert's own manage link is dead with the subscription.
    const gone = await visitor.goto(linkIn(alert));
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This link does not work");

    // Without JavaScript: the manage page's Unsubscribe, and the page that says so.
    await noScript.goto(linkIn((await mailsTo(offline))[0]!));
    await expect(noScript.getByRole("heading", { level: 1 })).toHaveText("Your job alert");
    await noScript.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(noScript).toHaveURL(/\/careers\/alerts\/unsubscribed$/);
    await expect(noScript.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await visitor.goto("/careers/alerts/unsubscribed");
    await expect(visitor.getByText("You will get no more job alerts")).toBeVisible();
    await checkPage(visitor, "alerts-unsubscribed");
  } finally {
    await deleteJobByPost(adminPage, jobId);
    await context.close();
    await plain.close();
  }
});
