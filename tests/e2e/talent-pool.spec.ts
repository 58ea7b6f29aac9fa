import { expect, test } from "./helpers/admin";
import { applyAs, uniquePerson } from "./helpers/inbox";
import { asNewVisitor } from "./helpers/visitor";

test.describe.configure({ timeout: 90_000 });

test("a visitor sends a CV with no open role; a recruiter finds it in the pool and attaches it to a job", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const candidate = uniquePerson("Pool");

  // The visitor: from the careers page, without a job.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  await visitor.goto("/careers");
  await visitor.getByRole("link", { name: "Send us your CV" }).click();
  await expect(visitor).toHaveURL(/\/careers\/apply$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Send us your CV" })).toBeVisible();
  await applyAs(visitor, candidate, { job: null });
  await expect(visitor.getByText("Thank you for sending us your CV.")).toBeVisible();
  await context.close();

  // The recruiter: the pool is a filter of the inbox.
  await page.goto("/admin/applications");
  // The option counts the people in the pool ("…, 3 people"), which other tests on this server change.
  const jobFilter = page.getByLabel("Job");
  const poolOption = jobFilter.getByRole("option", {
    name: /^General applications \(talent pool\), \d+ (person|people)$/,
  });
  await jobFilter.selectOption({ label: (await poolOption.textContent()) ?? "" });
  await expect(page).toHaveURL(/job=pool%3Ageneral/);
  const table = page.getByRole("table", { name: "Applications, newest first" });
  const row = table.getByRole("row").filter({ hasText: candidate.email });
  await expect(row).toContainText("General application");
  await row.getByRole("link", { name: `${candidate.firstName} ${candidate.lastName}` }).click();

  const pool = page.getByRole("region", { name: "Talent pool" });
  await pool.getByRole("button", { name: "Attach to job" }).click();
  await expect(pool.getByText("Choose the job to attach this application to")).toBeVisible();
  await pool.getByLabel("Job").selectOption({ label: "Senior Software Engineer" });
  await pool.getByRole("button", { name: "Attach to job" }).click();
  await expect(page.getByText("The application now belongs to the job you chose.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Talent pool" })).toHaveCount(0);
  await expect(page.getByText("Senior Software Engineer · received")).toBeVisible();
  await expect(
    page.getByText("Moved from the talent pool to “Senior Software Engineer”."),
  ).toBeVisible();
});
