import { expect, test } from "vitest";
import {
  insertOpenJob,
  validApplicationFields,
  applicationFormData,
} from "../helpers/application-form";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 29, items 6, 7, 8 and 10: the markup the public pages send, through
// the real request handler (the browser tests check what a visitor sees).
const database = setupTestDatabase();
const handle = createTestRequestHandler();

const page = async (path: string) =>
  (await handle(new Request(`http://localhost:3000${path}`))).text();

test("item 7: each public form's action carries its error summary's fragment", async () => {
  await insertOpenJob(database().db, "qa-analyst", "QA Analyst");
  expect(await page("/contact")).toMatch(/<form[^>]* action="\/contact#contact-error"/);
  expect(await page("/careers/apply/qa-analyst")).toMatch(
    /<form[^>]* action="\/careers\/apply\/qa-analyst#application-error"/,
  );
  expect(await page("/careers/apply")).toMatch(
    /<form[^>]* action="\/careers\/apply#application-error"/,
  );
});

test("item 7: an accepted application redirects to the confirmation's own fragment", async () => {
  await insertOpenJob(database().db, "data-analyst", "Data Analyst");
  const response = await handle(
    new Request("http://localhost:3000/careers/apply/data-analyst", {
      method: "POST",
      body: applicationFormData(validApplicationFields()),
    }),
    "198.51.100.7",
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(
    "/careers/apply/data-analyst?submitted=1#application-heading",
  );
});

test("item 8: the application form has a hidden, labelled progress bar and a polite status", async () => {
  const html = await page("/careers/apply");
  expect(html).toMatch(/<div data-upload-progress="" hidden=""/);
  expect(html).toMatch(/<label for="application-upload-progress">Upload progress<\/label>/);
  expect(html).toMatch(/<progress id="application-upload-progress" max="100" value="0"/);
  expect(html).toMatch(/<p data-upload-status="" role="status"/);
});

test("item 6: a search is headed by what was searched for and counts results", async () => {
  const html = await page("/blog?q=qwertyuiopzx");
  expect(html).toContain("Results for “qwertyuiopzx”");
  expect(html).toMatch(
    /data-live-status=""[^>]*>0 results<span class="sr-only"> for “qwertyuiopzx”/,
  );
  expect(html).toContain("No articles found matching your criteria.");
  expect(html).not.toContain("Latest Articles");
  expect(await page("/blog")).toContain("Latest Articles");
});

test("item 10: the services page's index links to every service section", async () => {
  const html = await page("/services");
  const nav = /<nav aria-labelledby="services-index-heading"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  const targets = [...nav.matchAll(/href="#([a-z-]+)"/g)].map((match) => match[1]);
  expect(targets).toEqual(["ai-ml", "cloud", "data", "integration", "digital"]);
  for (const id of targets) expect(html).toContain(`<section id="${id}"`);
});
