import crypto from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { asNewVisitor } from "./visitor";

/**
 * Jobs for the admin journeys. The e2e server is shared and other specs count
 * the public job list, so every job here has a unique title and department,
 * lives briefly, and is removed by the test that made it.
 */

/** A short random word that makes titles (and so ids) unique per test. */
export function uniqueToken(): string {
  return `q${crypto.randomBytes(4).toString("hex")}`;
}

export type JobFields = {
  title: string;
  department: string;
  location?: string;
  type?: string;
  description?: string;
  responsibilities?: string[];
  requirements?: string[];
  active?: boolean;
};

/** The id the site gives a new job with this (simple, unique) title. */
export function idOf(title: string): string {
  return title.toLowerCase().trim().replace(/\s+/g, "-");
}

/** Creates a job with a plain form post, as the page would without JavaScript. */
export async function createJobByPost(page: Page, fields: JobFields): Promise<string> {
  const form: Record<string, string> = {
    title: fields.title,
    department: fields.department,
    location: fields.location ?? "Hamilton, NJ",
    type: fields.type ?? "Full-time",
    description: fields.description ?? "A role created by an end-to-end test.",
    // New Jersey requires a pay range on a posting (decision 047).
    salaryMin: "90000",
    salaryMax: "110000",
    salaryCurrency: "USD",
    salaryUnit: "YEAR",
  };
  (fields.responsibilities ?? ["Do the work"]).forEach((entry, index) => {
    form[`responsibilities[${index}]`] = entry;
  });
  (fields.requirements ?? ["Care about it"]).forEach((entry, index) => {
    form[`requirements[${index}]`] = entry;
  });
  form.publish = (fields.active ?? true) ? "now" : "draft";
  // No Origin or Sec-Fetch-Site header: not a browser, so not a cross-site post.
  const response = await page.request.post("/admin/jobs/new", { form, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers().location).toBe("/admin/jobs?notice=created");
  return idOf(fields.title);
}

/** Deletes a job (cleanup); a job already gone is fine. */
export async function deleteJobByPost(page: Page, id: string): Promise<void> {
  const response = await page.request.post("/admin/jobs", {
    form: { intent: "delete", jobId: id },
    maxRedirects: 0,
  });
  expect([302, 404]).toContain(response.status());
}

/** An anonymous visitor's page, for checking what the public sees. */
export async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await browser.newPage({ baseURL, reducedMotion: "reduce" });
  await asNewVisitor(page);
  return page;
}
