import crypto from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { applyAs, uniquePerson } from "./helpers/inbox";
import { visitorPage } from "./helpers/jobs";

// Issue 31 items 3 and 4 (decision 048): the application takes its source
// from the page views the visit's beacon reported (no cookie, nothing on the
// device), and a recruiter's tracking link counts its click and the
// application it brought.

const JOB = "cloud-solutions-architect";

test("a visit from a UTM-tagged link ends in an application whose detail page names that source", async ({
  browser,
  baseURL,
  adminPage,
}) => {
  const campaign = `spring-${crypto.randomBytes(3).toString("hex")}`;
  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto(`/?utm_source=jobboard&utm_medium=cpc&utm_campaign=${campaign}`);
  // Later pages of the visit (no source of their own) keep the landing's.
  await visitor.goto("/careers");
  const applicant = uniquePerson("Utm");
  await applyAs(visitor, applicant, { job: JOB });
  await visitor.close();

  await adminPage.goto(
    `/admin/applications?source=jobboard&q=${encodeURIComponent(applicant.email)}`,
  );
  await adminPage
    .getByRole("table", { name: "Applications, newest first" })
    .getByRole("link", { name: `${applicant.firstName} ${applicant.lastName}` })
    .click();
  // The landing's source is the visit's first and its last (no page after it had one).
  await expect(adminPage.getByText("First source", { exact: true })).toBeVisible();
  await expect(adminPage.getByText("Last source", { exact: true })).toBeVisible();
  await expect(adminPage.getByText(`jobboard · cpc · ${campaign}`, { exact: true })).toHaveCount(2);
});

test("a tracking link's click and application show on its row", async ({
  browser,
  baseURL,
  adminPage,
}) => {
  const channel = `Job fair ${crypto.randomBytes(3).toString("hex")}`;
  await adminPage.goto("/admin/jobs");
  await adminPage.getByRole("link", { name: "Tracking links" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Tracking links" })).toBeVisible();
  await adminPage
    .getByRole("combobox", { name: "Job" })
    .selectOption({ label: "Cloud Solutions Architect" });
  await adminPage.getByRole("textbox", { name: "Channel" }).fill(channel);
  await adminPage.getByRole("button", { name: "Create link" }).click();
  await expect(adminPage.getByText("The link was created.")).toBeVisible();
  const row = adminPage.getByRole("row").filter({ hasText: channel });
  const link = (await row.getByRole("cell").filter({ hasText: "/j/" }).innerText()).trim();
  await expect(row.getByRole("cell").nth(2)).toHaveText("0");
  await expectNoAxeViolations(adminPage);

  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto(new URL(link).pathname);
  await expect(visitor).toHaveURL(new RegExp(`/careers/job/${JOB}\\?utm_source=`));
  const applicant = uniquePerson("Link");
  await applyAs(visitor, applicant, { job: JOB });
  await visitor.close();

  await adminPage.reload();
  const cells = adminPage.getByRole("row").filter({ hasText: channel }).getByRole("cell");
  // Job, Link, Clicks, Applications, Interviews, Hires.
  await expect(cells.nth(2)).toHaveText("1");
  await expect(cells.nth(3)).toHaveText("1");
  await expect(cells.nth(4)).toHaveText("0");
  await expect(cells.nth(5)).toHaveText("0");
});
