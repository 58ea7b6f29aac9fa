import { request as playwrightRequest } from "@playwright/test";
import { COVER_LETTER, SAMPLE_PDF } from "../helpers/application-form";
import { ADMIN } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { applyAs, csvLines, uniquePerson } from "./helpers/inbox";

// Applications arrive through the real careers form; each test uses its own
// applicant, so the tests run in parallel on the shared server.

test("an application is found, moved along the pipeline, noted, exported and its résumé downloaded", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const applicant = uniquePerson("Pipeline");
  const fileName = "Zoë Ångström – CV.pdf";
  await applyAs(page, applicant, { fileName });

  // The inbox: search by email (the list follows typing).
  await page.goto("/admin/applications");
  await page.getByRole("searchbox", { name: "Search applicants" }).fill(applicant.email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(applicant.email)}`));
  const table = page.getByRole("table", { name: "Applications, newest first" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText(applicant.email);
  await expect(row).toContainText("Cloud Solutions Architect");
  await expect(row).toContainText("New");

  // The CSV of this view: the header and exactly this application.
  const exportHref = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
  expect(exportHref).toBe(
    `/admin/applications/export.csv?q=${encodeURIComponent(applicant.email)}`,
  );

  await row.getByRole("link", { name: `${applicant.firstName} ${applicant.lastName}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `${applicant.firstName} ${applicant.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText(COVER_LETTER)).toBeVisible();
  await expect(page.getByText("Employee Referral")).toBeVisible();
  const pipeline = page.getByRole("list", { name: "Hiring pipeline" });
  await expect(pipeline.locator('[aria-current="step"]')).toContainText("New");

  // Status change, by keyboard; the result is announced in a status message.
  await page.getByLabel("Change status").selectOption("interview");
  await page.getByRole("button", { name: "Update status" }).press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Status changed to Interview." }),
  ).toBeVisible();
  await expect(pipeline.locator('[aria-current="step"]')).toContainText("Interview");
  await expect(page).toHaveURL(/notice=status-saved/);

  // Notes: an empty note is refused beside the field; a real one is listed with its author.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write a note before saving it")).toBeVisible();
  await page.getByLabel("Add a note").fill("Strong on Terraform; ask about on-call.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your note was added." })).toBeVisible();
  const notes = page.getByRole("list", { name: "Notes, newest first" });
  await expect(notes).toContainText("Strong on Terraform; ask about on-call.");
  await expect(notes).toContainText(ADMIN.name);
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  // The résumé: the exact bytes, as an attachment, never sniffed or cached.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download résumé" }).click(),
  ]);
  // Named after the candidate and the job, not the applicant's own "CV.pdf".
  const savedAs = `${applicant.firstName}-${applicant.lastName}-Cloud-Solutions-Architect-resume.pdf`;
  expect(download.suggestedFilename()).toBe(savedAs);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(SAMPLE_PDF)).toBe(true);

  const resumeHref = await page.getByRole("link", { name: "Download résumé" }).getAttribute("href");
  const resume = await page.request.get(resumeHref!);
  expect(resume.headers()).toMatchObject({
    "content-type": "application/pdf",
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
  expect(resume.headers()["content-disposition"]).toBe(`attachment; filename=${savedAs}`);
  expect((await resume.body()).equals(SAMPLE_PDF)).toBe(true);

  // Anonymous: redirected to the sign-in page, never the file.
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const refused = await anonymous.get(resumeHref!, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toMatch(/^\/admin\/login/);
    const followed = await anonymous.get(resumeHref!);
    expect(followed.url()).toContain("/admin/login");
    expect(followed.headers()["content-type"]).toContain("text/html");
    expect((await followed.body()).subarray(0, 5).toString()).not.toBe("%PDF-");
    const csvRefused = await anonymous.get(exportHref!, { maxRedirects: 0 });
    expect(csvRefused.status()).toBe(302);
  } finally {
    await anonymous.dispose();
  }

  // The filtered list and its CSV now show the new status.
  await page.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}&status=interview`);
  await expect(table.getByRole("row").nth(1)).toContainText("Interview");
  const csv = await page.request.get(`${exportHref}&status=interview`);
  expect(csv.headers()).toMatchObject({
    "content-type": "text/csv; charset=utf-8",
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = csvLines(await csv.body());
  expect(lines[0]).toBe(
    "Received,Status,First name,Last name,Email,Phone,Location,Job,Experience,LinkedIn,Portfolio,Heard about us,Cover letter,Résumé file,Screening answers,Knockout,First source,Last source,Admin link",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `,Interview,${applicant.firstName},${applicant.lastName},${applicant.email},(732) 555-0188,`,
  );
  expect(lines[1]).toContain(`,${fileName},`);
  // A different status filter leaves only the header.
  expect(csvLines(await (await page.request.get(`${exportHref}&status=hired`)).body())).toEqual([
    lines[0],
  ]);
});

test("an application is deleted from its page after a confirmation, résumé included", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const applicant = uniquePerson("Deleted");
  await applyAs(page, applicant);
  await page.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
  await page.getByRole("link", { name: `${applicant.firstName} ${applicant.lastName}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `${applicant.firstName} ${applicant.lastName}` }),
  ).toBeVisible();
  // The consent is shown with the policy version agreed to.
  await expect(page.getByText(/Agreed to the version of \d{4}-\d{2}-\d{2} on/)).toBeVisible();
  await expect(page.getByText("No — only for this role")).toBeVisible();
  // Rejected, with the templated e-mail to the candidate, noted on the application.
  await page.getByLabel("Change status").selectOption("rejected");
  await page.getByLabel(/Email the candidate when moving/).check();
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(
    page
      .getByRole("status")
      // The browser suite's server has no mail server: it says where the e-mail went.
      .filter({
        hasText:
          "Status changed to Rejected. The email to the candidate was written to the outbox folder, not sent",
      }),
  ).toBeVisible();
  await expect(
    page.getByText(`Emailed the candidate: “Your application for Cloud Solutions Architect”`),
  ).toBeVisible();
  const detail = page.url();
  const resume = await page.request.get(`${detail}/resume`);
  expect(resume.status()).toBe(200);

  await page.getByRole("button", { name: "Delete application" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete application?" });
  await expect(dialog).toContainText(`${applicant.firstName} ${applicant.lastName}`);
  // Cancel first: nothing happens.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete application" }).click();
  await dialog.getByRole("button", { name: "Delete application" }).click();
  await expect(page).toHaveURL(/\/admin\/applications\?notice=deleted$/);
  await expect(page.getByText("The application was deleted.")).toBeVisible();

  expect((await page.goto(detail))?.status()).toBe(404);
  expect((await page.request.get(`${detail}/resume`)).status()).toBe(404);
});

test("unknown and malformed application ids are a 404 inside the admin shell", async ({
  adminPage: page,
}) => {
  for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
    const response = await page.goto(`/admin/applications/${id}`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Application not found" }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeAttached();
    const resume = await page.request.get(`/admin/applications/${id}/resume`);
    expect(resume.status()).toBe(404);
    expect(await resume.text()).toContain("no résumé to download");
  }
});

test("axe: the applications inbox, its empty result, a detail page and the 404, at 1440 and 390 px", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const applicant = uniquePerson("Axe");
  await applyAs(page, applicant);
  await page.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
  const detail = await page
    .getByRole("link", { name: `${applicant.firstName} ${applicant.lastName}` })
    .getAttribute("href");
  for (const [name, viewport] of VIEWPORTS) {
    await test.step(name, async () => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/applications");
      await expect(page.getByRole("table", { name: "Applications, newest first" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/admin/applications?q=nobody-has-this-name-zz9");
      await expect(
        page.getByRole("heading", { name: "No applications match these filters" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(detail!);
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByText("Write a note before saving it")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/admin/applications/not-a-uuid");
      await expect(page.getByRole("heading", { name: "Application not found" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
