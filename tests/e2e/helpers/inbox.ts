import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { COVER_LETTER, SAMPLE_PDF } from "../../helpers/application-form";

/** A unique applicant or visitor, so parallel tests never see each other's rows. */
export function uniquePerson(label: string) {
  const tag = `${Date.now().toString(36)}${crypto.randomInt(1e6).toString(36)}`;
  return {
    firstName: `${label}${tag}`,
    lastName: "Inboxtest",
    email: `${label.toLowerCase()}-${tag}@example.org`,
  };
}

export type Applicant = ReturnType<typeof uniquePerson>;

/** Applies through the real public form, as a visitor would (`job: null`: "Send us your CV"). */
export async function applyAs(
  page: Page,
  applicant: Applicant,
  {
    job = "cloud-solutions-architect",
    fileName = "resume.pdf",
    futureOpenings = false,
  }: { job?: string | null; fileName?: string; futureOpenings?: boolean } = {},
) {
  await page.goto(job ? `/careers/apply/${job}` : "/careers/apply");
  await page.getByLabel("First Name").fill(applicant.firstName);
  await page.getByLabel("Last Name").fill(applicant.lastName);
  await page.getByLabel("Email Address").fill(applicant.email);
  await page.getByLabel("Phone Number").fill("(732) 555-0188");
  await page.getByLabel("Current Location").fill("New Brunswick, NJ");
  await page.getByLabel("Years of Experience").selectOption({ label: "7-10 years" });
  await page.getByLabel("How did you hear about us?").selectOption({ label: "Employee Referral" });
  await page.getByLabel("Cover Letter").fill(COVER_LETTER);
  await page
    .getByLabel("Résumé")
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: SAMPLE_PDF });
  await page.getByLabel(/I agree to the privacy policy/).check();
  if (futureOpenings) await page.getByLabel(/Keep my application for future openings/).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
}

/** Sends the real contact form. */
export async function sendInquiry(page: Page, visitor: Applicant, company: string) {
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill(`${visitor.firstName} ${visitor.lastName}`);
  await page.getByLabel("Email Address").fill(visitor.email);
  await page.getByLabel("Phone Number").fill("(609) 555-0123");
  await page.getByLabel("Company/Organization").fill(company);
  await page.getByLabel("Service of Interest").selectOption({ label: "Data Engineering" });
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("We need a lakehouse for our plant data.\nCould we talk next week?");
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

/** The CSV body's records (BOM removed), split on CRLF; fine for rows without line breaks. */
export function csvLines(body: Buffer): string[] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return body.subarray(3).toString("utf8").trimEnd().split("\r\n");
}
