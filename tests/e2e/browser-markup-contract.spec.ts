import { expect, test, type Page } from "@playwright/test";
import { asNewVisitor } from "./helpers/visitor";

// The public forms' script (app/browser/form-validation.ts) finds a field's
// message box by its own data- attribute (`data-error-for`), not by a form
// library's id format: with every id in the form renamed, mistakes are
// still explained beside the right field and read out with it.

/**
 * Renames every message box in the form; the form and its controls keep
 * their ids (the controls' labels and `form` attributes name them).
 */
async function renameIds(page: Page, formSelector: string) {
  await page.locator(formSelector).evaluate((form) => {
    form.querySelectorAll("[id$='-error']").forEach((box, index) => {
      box.id = `message-box-${index}`;
    });
  });
}

test("the contact form explains mistakes by field name, whatever the ids", async ({ page }) => {
  await asNewVisitor(page);
  // The form's script is loaded on demand: wait for it before typing.
  await page.goto("/contact", { waitUntil: "networkidle" });
  await renameIds(page, "form[data-validate=inquiry]");

  const email = page.getByLabel("Email Address");
  await email.fill("not-an-email");
  await email.blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Full name is required");

  await email.fill("fixed@example.org");
  await expect(page.getByText("Please enter a valid email address")).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("the application form explains mistakes by field name, whatever the ids", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto("/careers/apply", { waitUntil: "networkidle" });
  await renameIds(page, "form[data-validate=application]");

  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveAccessibleDescription("First name is required");
  await expect(page.getByLabel("First Name")).toBeFocused();
});
