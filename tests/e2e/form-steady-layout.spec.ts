import { expect, test } from "@playwright/test";
import { asNewVisitor } from "./helpers/visitor";

// A field's message appears when the field is left. Left by pressing the
// mouse on the next control, the message must not move that control before
// the button is released, or the click lands on the moved layout.

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test("apply: leaving a too-short cover letter for the privacy box still ticks the box", async ({
  page,
}) => {
  await page.goto("/careers/apply/cloud-solutions-architect");
  await page.getByLabel("Cover Letter").fill("x".repeat(99));
  const consent = page.getByLabel(/I agree to the privacy policy/);
  await consent.click();
  await expect(page.getByText("Cover letter should be at least 100 characters")).toBeVisible();
  await expect(consent).toBeChecked();
});

test("contact: leaving an invalid e-mail for the privacy box still ticks the box", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByLabel("Email").fill("casey@");
  const consent = page.getByLabel(/I agree to the privacy policy/);
  await consent.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(consent).toBeChecked();
});
