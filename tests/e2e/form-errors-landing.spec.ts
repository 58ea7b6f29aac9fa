import { expect, test, type Locator, type Page } from "@playwright/test";
import { COVER_LETTER, SAMPLE_PDF } from "../helpers/application-form";
import { asNewVisitor } from "./helpers/visitor";

// Issue 29 item 7: without JavaScript a refused post comes back as a whole
// page. It must show the error summary, not the top of the page with the
// messages a thousand pixels further down (the form's action carries the
// summary's fragment). Checked at 1440 and 390 px.

const WIDTHS = [1440, 390] as const;
const HEIGHT = 844;

/**
 * The page was shown at the summary's fragment (which every browser honours,
 * where autofocus is not honoured by all): its top just below the fixed header.
 */
async function expectLandedOn(page: Page, summary: Locator, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(summary).toHaveAttribute("id", id);
  await expect(summary).toBeVisible();
  const box = (await summary.boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  // Fixed with JavaScript; without, it scrolls away with the page (then 0).
  const headerBottom = Math.max(0, header.y + header.height);
  expect(box.y, "summary below the fixed header").toBeGreaterThanOrEqual(headerBottom - 1);
  // html's scroll-padding-top (6rem) keeps it clear of where the fixed header would be.
  expect(box.y, "summary right under the header").toBeLessThanOrEqual(
    Math.max(headerBottom, 96) + 8,
  );
}

async function fillApplication(page: Page, firstName: string) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Mensah");
  await page.getByLabel("Email Address").fill(`${firstName.toLowerCase()}@example.org`);
  await page.getByLabel("Phone Number").fill("(732) 555-0188");
  await page.getByLabel("Current Location").fill("Trenton, NJ");
  await page.getByLabel("Years of Experience").selectOption({ label: "7-10 years" });
  // Long enough for the browser (no minlength), too short for the server.
  await page.getByLabel("Cover Letter").fill("Too short to count.");
  await page
    .getByLabel("Résumé")
    .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
  await page.getByLabel(/I agree to the privacy policy/).check();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px, JavaScript off`, () => {
    test.use({ viewport: { width, height: HEIGHT }, javaScriptEnabled: false });

    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    test("a refused contact message lands on the error summary", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("Full Name").fill("Noor Haddad");
      await page.getByLabel("Email Address").fill("noor@example.org");
      // No pattern in the browser; the server refuses it.
      await page.getByLabel("Phone Number").fill("call me maybe");
      await page.getByLabel("Company/Organization").fill("Harbor Logistics");
      await page.getByLabel("Service of Interest").selectOption({ label: "Cloud Infrastructure" });
      await page.getByRole("textbox", { name: "Message" }).fill("We want to move to the cloud.");
      await page.getByLabel(/I agree to the privacy policy/).check();
      await page.getByRole("button", { name: "Send Message" }).click();

      const summary = page
        .getByRole("alert")
        .filter({ hasText: "Please correct the highlighted fields" });
      await expectLandedOn(page, summary, "contact-error");
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
      await expect(page.getByLabel("Full Name")).toHaveValue("Noor Haddad");
    });

    for (const path of ["/careers/apply/senior-software-engineer", "/careers/apply"]) {
      test(`a refused application (${path}) lands on the error summary; a sent one on the confirmation`, async ({
        page,
      }) => {
        await page.goto(path);
        await fillApplication(page, width === 390 ? "Efua" : "Kofi");
        await page.getByRole("button", { name: "Submit Application" }).click();

        const summary = page
          .getByRole("alert")
          .filter({ hasText: "Please correct the highlighted fields" });
        await expectLandedOn(page, summary, "application-error");
        await expect(
          page.getByText("Cover letter should be at least 100 characters"),
        ).toBeVisible();

        await page.getByLabel("Cover Letter").fill(COVER_LETTER);
        await page
          .getByLabel("Résumé")
          .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
        await page.getByLabel(/I agree to the privacy policy/).check();
        await page.getByRole("button", { name: "Submit Application" }).click();
        // The confirmation's own fragment, not the error summary's.
        await expect(page).toHaveURL(new RegExp(`${path}\\?submitted=1#application-heading$`));
        await expect(
          page.getByRole("heading", { name: "Application Submitted!" }),
        ).toBeInViewport();
      });
    }
  });
}
