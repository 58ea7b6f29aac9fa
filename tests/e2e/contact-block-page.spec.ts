import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { asNewVisitor, PHONE } from "./helpers/visitor";

// Issue 28: /contact is a page record of blocks (hero, contact form, offices,
// FAQ, call to action). Without JavaScript the form in its block still posts
// to /contact's action and lands on the thank-you view; a refusal comes back
// with the typed values; the offices band shows the primary office's map card.
test.use({ javaScriptEnabled: false });
// Whole-page posts without JavaScript on a shared, loaded machine.
test.describe.configure({ timeout: 90_000 });

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  for (const [label, viewport] of [
    ["1440", { width: 1440, height: 900 }],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: path.join(process.env.SCREENSHOT_DIR, `${name}-${label}.png`),
      fullPage: true,
    });
  }
}

test("the contact page's blocks: the form beside the details, the offices, the FAQ and the link to the form", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  const form = page.getByRole("region", { name: "Send us a message" });
  await expect(form.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await expect(form.getByLabel("Full Name")).toBeVisible();
  const offices = page.getByRole("region", { name: "Our Hamilton Office" });
  await expect(offices.getByText("Hamilton Office", { exact: true })).toBeVisible();
  await expect(offices.getByRole("link", { name: /Open in OpenStreetMap/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Frequently Asked Questions" })).toBeVisible();
  // The closing button is an anchor on this page: no reload, the form's heading comes into view.
  await page.getByRole("link", { name: "Get Started Now" }).click();
  await expect(page).toHaveURL(/\/contact#message-form-heading$/);
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeInViewport();
  await shoot(page, "contact-block-page");
});

test("without JavaScript a refused message comes back with its values, then sends", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Casey Block");
  await page.getByLabel("Email Address").fill("not an address");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Casey Block");

  await page.getByLabel("Email Address").fill("casey@example.org");
  await page.getByLabel("Company/Organization").fill("Blocks Ltd");
  await page.getByLabel("Service of Interest").selectOption({ label: "Cloud Infrastructure" });
  await page.getByRole("textbox", { name: "Message" }).fill("Sent from the page record.");
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1#message-form$/);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
});

test("the legal pages keep their contents and date", async ({ page }) => {
  for (const [path, title] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/cookies", "Cookie Policy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Last updated/)).toBeVisible();
    const contents = page.getByRole("navigation", { name: "On this page" });
    const first = contents.getByRole("link").first();
    const target = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  }
});
