import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { outboxLink } from "./helpers/accounts";
import { applyAs, uniquePerson } from "./helpers/inbox";
import { createJobByPost, deleteJobByPost, uniqueToken } from "./helpers/jobs";
import { asNewVisitor } from "./helpers/visitor";

// Issue 30 item 6: a past applicant who asked to be kept for future openings
// is found on a new job's Matching people page, with the reason, and invited
// once; the invitation reaches the outbox with the job's link. The jobs are
// made by plain posts; the application through the real form (it carries the consent).
test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.SCREENSHOT_DIR;

test("a past applicant is invited to a new job", async ({ adminPage: page, browser, baseURL }) => {
  const token = uniqueToken();
  const department = `Platform ${token}`;
  const earlier = await createJobByPost(page, { title: `Rediscover ${token} Earlier`, department });
  const candidate = uniquePerson("Rediscover");
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  await applyAs(visitor, candidate, { job: earlier, futureOpenings: true });
  await context.close();
  const next = await createJobByPost(page, { title: `Rediscover ${token} Next`, department });
  const name = `${candidate.firstName} ${candidate.lastName}`;

  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/jobs/edit/${next}`);
    await page.getByRole("link", { name: "Matching people" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Matching people" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card.getByRole("list", { name: `Why ${name} matches` })).toContainText(
      `Same department: ${department}`,
    );
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rediscovery-1440.png`, fullPage: true });

    await card.getByRole("button", { name: `Invite ${name} to apply` }).click();
    await expect(page.getByText(`Invitation sent to ${name}.`)).toBeVisible();
    await expect(card.getByText(/^Invited on /)).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    const link = await outboxLink(
      process.env.E2E_DATA_DIR!,
      candidate.email,
      /https?:\/\/\S+\/careers\/job\/\S+/,
    );
    expect(new URL(link).pathname).toBe(`/careers/job/${next}`);

    // On a phone: the card whole, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(card.getByText(/^Invited on /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rediscovery-390.png`, fullPage: true });
  } finally {
    await deleteJobByPost(page, next);
    await deleteJobByPost(page, earlier);
  }
});
