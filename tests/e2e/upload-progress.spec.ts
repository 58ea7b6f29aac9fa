import { axeOn } from "./helpers/axe";
import { expect, test, type Page } from "@playwright/test";
import { COVER_LETTER } from "../helpers/application-form";
import { largePdf } from "../helpers/large-pdf";
import { asNewVisitor } from "./helpers/visitor";

// Issue 29 item 8: a large résumé goes out with a visible, accessible
// progress bar (a percentage) when JavaScript runs; the server's answer is
// still the truth — a redirect leads to the confirmation, a refusal shows
// the server's messages in the page. At 1440 and 390 px.

test.describe.configure({ timeout: 60_000 });

const WIDTHS = [1440, 390] as const;
const JOB = "senior-software-engineer";
const CV = { name: "cv.pdf", mimeType: "application/pdf", buffer: largePdf(1024 * 1024) };

async function fillApplication(page: Page, firstName: string, resume = CV) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Lindqvist");
  await page.getByLabel("Email Address").fill(`${firstName.toLowerCase()}@example.org`);
  await page.getByLabel("Phone Number").fill("(609) 555-0147");
  await page.getByLabel("Current Location").fill("Princeton, NJ");
  await page.getByLabel("Years of Experience").selectOption({ label: "7-10 years" });
  await page.getByLabel("Cover Letter").fill(COVER_LETTER);
  await page.getByLabel("Résumé").setInputFiles(resume);
  await page.getByLabel(/I agree to the privacy policy/).check();
}

/** Holds the application's post until released, so the bar can be looked at. */
async function holdApplicationPost(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/careers/apply"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return () => release();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, reducedMotion: "reduce" });

    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    test("a 1 MB résumé shows its upload progress, then the confirmation", async ({ page }) => {
      await page.goto(`/careers/apply/${JOB}`, { waitUntil: "networkidle" });
      const bar = page.getByRole("progressbar", { name: "Upload progress" });
      await expect(bar).toBeHidden();
      await fillApplication(page, width === 390 ? "Ingrid" : "Astrid");
      const release = await holdApplicationPost(page);
      await page.getByRole("button", { name: "Submit Application" }).click();

      await expect(bar).toBeVisible();
      await expect(bar).toBeInViewport();
      await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
      // Held by the test's route, the body has not gone out yet: a value from 0 to 100.
      const value = await bar.evaluate((element) => (element as HTMLProgressElement).value);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      await expect(bar).toHaveAttribute("max", "100");
      await expect(page.getByRole("button", { name: "Submitting Application..." })).toBeDisabled();
      const axe = await axeOn(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      release();
      await expect(page).toHaveURL(new RegExp(`/careers/apply/${JOB}\\?submitted=1`));
      await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeInViewport();
    });

    test("a refused large file shows the server's message in the page, what was typed kept", async ({
      page,
    }) => {
      await page.goto(`/careers/apply/${JOB}`, { waitUntil: "networkidle" });
      // Named .pdf, so only the server can tell it is not one.
      const notPdf = Buffer.concat([Buffer.from("MZ\x90\x00 not a PDF "), Buffer.alloc(400_000)]);
      await fillApplication(page, "Refused", {
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: notPdf,
      });
      const answer = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.status() === 415,
      );
      await page.getByRole("button", { name: "Submit Application" }).click();
      await answer;
      await expect(page.getByText("Only PDF files are allowed")).toBeVisible();
      const summary = page
        .getByRole("alert")
        .filter({ hasText: "Please correct the highlighted fields" });
      await expect(summary).toBeInViewport();
      await expect(summary).toBeFocused();
      await expect(page.getByLabel("First Name")).toHaveValue("Refused");
      await expect(page.getByLabel("Cover Letter")).toHaveValue(COVER_LETTER);
      await expect(page.getByRole("progressbar")).toBeHidden();

      // The new form is checked as you type again: no post without a résumé.
      let posted = false;
      page.on("request", (request) => {
        if (request.method() === "POST") posted = true;
      });
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText("Resume is required")).toBeVisible();
      expect(posted).toBe(false);
    });
  });
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the form posts normally and no bar is shown", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(`/careers/apply/${JOB}`);
    await fillApplication(page, "Plainpost");
    await expect(page.getByRole("progressbar")).toBeHidden();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/apply/${JOB}\\?submitted=1`));
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  });
});
