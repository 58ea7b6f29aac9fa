import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { COVER_LETTER } from "../helpers/application-form";
import { largePdf } from "../helpers/large-pdf";
import { asNewVisitor } from "./helpers/visitor";

// Forms larger than a route reads whole (server/limits.ts) come back as the
// form, with the field's message and what was typed — never a bare page.

test.describe.configure({ timeout: 60_000 });

/** A real CV of about 2 MB: over the plain forms' 100 KB, within the 5 MB résumé limit. */
const CV = { name: "cv-2mb.pdf", mimeType: "application/pdf", buffer: largePdf(2 * 1024 * 1024) };

async function fillGeneralApplication(
  page: Page,
  firstName: string,
  resume: typeof CV | string = CV,
) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Osei");
  await page.getByLabel("Email Address").fill(`${firstName.toLowerCase()}@example.org`);
  await page.getByLabel("Phone Number").fill("(732) 555-0188");
  await page.getByLabel("Current Location").fill("Princeton, NJ");
  await page.getByLabel("Years of Experience").selectOption({ label: "7-10 years" });
  await page.getByLabel("How did you hear about us?").selectOption({ label: "Employee Referral" });
  await page.getByLabel("Cover Letter").fill(COVER_LETTER);
  await page.getByLabel("Résumé").setInputFiles(resume);
  await page.getByLabel(/I agree to the privacy policy/).check();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("“Send us your CV” takes a 2 MB PDF", async ({ page }) => {
      expect(CV.buffer.length).toBeGreaterThan(2 * 1024 * 1024);
      await asNewVisitor(page);
      await page.goto("/careers/apply");
      await expect(page.getByRole("heading", { level: 1, name: "Send us your CV" })).toBeVisible();
      await fillGeneralApplication(page, javaScriptEnabled ? "Abena" : "Kwame");
      await page.getByRole("button", { name: "Submit Application" }).click();
      // With JavaScript the 2 MB file goes out with a progress bar and the
      // script follows the redirect; without, the browser keeps its fragment.
      await expect(page).toHaveURL(
        javaScriptEnabled
          ? /\/careers\/apply\?submitted=1$/
          : /\/careers\/apply\?submitted=1#application-heading$/,
      );
      await expect(page.getByText("Thank you for sending us your CV.")).toBeVisible();
    });
  });
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact message over the form's size comes back with the field's message and what was typed", async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Ines Duarte");
    await page.getByLabel("Email Address").fill("ines@example.org");
    await page.getByLabel("Company/Organization").fill("Harbor Logistics");
    await page.getByLabel("Service of Interest").selectOption({ label: "Cloud Infrastructure" });
    // A browser that ignores maxlength (or a pasted report): 150 KB of text.
    const message = page.getByRole("textbox", { name: "Message" });
    await message.evaluate((element) => {
      element.removeAttribute("maxlength");
      (element as HTMLTextAreaElement).value = "Our migration plan, pasted whole. ".repeat(4_500);
    });
    await page.getByLabel(/I agree to the privacy policy/).check();
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message must be at most 5000 characters")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ines Duarte");
    await expect(page.getByLabel("Email Address")).toHaveValue("ines@example.org");
    await expect(page.getByLabel("Company/Organization")).toHaveValue("Harbor Logistics");
    await expect(page.getByLabel("Service of Interest")).toHaveValue("cloud");
  });

  test("an upload over the application's whole size comes back with the résumé's message and what was typed", async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto("/careers/apply");
    // From a file, as a visitor picks it: the browser reads 26 MB from disk
    // (handing it over as one in-memory buffer stalls Chromium's headless shell).
    const scan = test.info().outputPath("cv-scan.pdf");
    await fs.writeFile(scan, largePdf(26 * 1024 * 1024));
    await fillGeneralApplication(page, "Yaw", scan);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("File size must be less than 5MB")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Yaw");
    await expect(page.getByLabel("Current Location")).toHaveValue("Princeton, NJ");
    await expect(page.getByLabel("Cover Letter")).toHaveValue(COVER_LETTER);
  });
});
