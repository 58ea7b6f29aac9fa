import { ADMIN } from "./helpers/accounts";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";

// Every state of the dashboard and the new Settings pages, at desktop and
// phone widths, on the shared server. Nothing here saves: the company form's
// errors come from the browser-side check, which stops the post.
// Several axe passes per test: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test("the dashboard, with its chart data open", async ({ adminPage: page }) => {
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
      await expect(
        page.getByRole("img", { name: "Applications and inquiries per week" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      // The dashboard has three charts now (activity, and applications and inquiries by source).
      await page.getByRole("region", { name: "Weekly activity" }).getByText("Show data").click();
      await expect(
        page.getByRole("table", { name: "Applications and inquiries per week" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("settings: one URL per tab, /admin/settings opens the first", async ({
      adminPage: page,
    }) => {
      await page.goto("/admin/settings");
      await expect(page).toHaveURL(/\/admin\/settings\/profile$/);
      // Every tab is titled Settings, the tabs below, the open one marked current.
      const tabs = page.getByRole("navigation", { name: "Settings" });
      await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByLabel("Name")).toBeVisible();
      for (const [tab, path, content] of [
        ["Password", "password", "New password"],
        ["Two-factor", "two-factor", "Current password"],
        ["Text message", "text-message", "Mobile number"],
        ["Users", "users", ADMIN.email],
        ["Company", "company", "Company name"],
        ["Audit log", "audit-log", "Search"],
        ["Email delivery", "email-delivery", "Every email the site sends is retried"],
      ] as const) {
        await tabs.getByRole("link", { name: tab }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/settings/${path}$`));
        await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
        await expect(page.getByRole("main").getByText(content).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test("settings: company information, saved notice and field errors", async ({
      adminPage: page,
    }) => {
      await page.goto("/admin/settings/company?notice=company-saved");
      await expect(
        page.getByText("Company information saved. The website shows it now."),
      ).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Company" }),
      ).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);

      await page.getByLabel("Company name").fill("");
      await page.getByLabel("GitHub").fill("github.com/arcwell");
      await page.getByRole("button", { name: "Save company information" }).click();
      await expect(page.getByText("Company name is required")).toBeVisible();
      await expect(
        page.getByText(
          "GitHub link must be a full address starting with https://, e.g. https://github.com/arcwell",
        ),
      ).toBeVisible();
      await expect(page.getByLabel("Company name")).toHaveAttribute("aria-invalid", "true");
      // The browser-side check stopped the post: still the saved notice's URL.
      await expect(page).toHaveURL(/notice=company-saved/);
      await expectNoAxeViolations(page);
    });

    test("settings: audit log, filtered and empty", async ({ adminPage: page }) => {
      await page.goto("/admin/settings/audit-log");
      const entries = page.getByRole("table", { name: "Audit log entries, newest first" });
      // This worker's own sign-in is always there.
      await expect(entries.getByRole("rowheader").first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel("Action").selectOption({ label: "Sign-ins" });
      await expect(page).toHaveURL(/group=sign-ins/);
      // Other journeys sign in and out meanwhile; every row is one of the three kinds.
      // The URL changes before the filtered rows replace the old ones, so wait for the table
      // to settle rather than read it once.
      const kinds = /^(Signed in|Sign-in failed|Signed out)/;
      await expect(entries.getByRole("rowheader").first()).toHaveText(kinds);
      await expect
        .poll(async () =>
          (await entries.getByRole("rowheader").allTextContents()).filter(
            (text) => !kinds.test(text),
          ),
        )
        .toEqual([]);
      await expectNoAxeViolations(page);

      await page.goto("/admin/settings/audit-log?q=no-such-person-anywhere");
      await expect(page.getByText("No entries match these filters.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("settings: candidate email templates are saved and refused field by field", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings/candidate-emails");
  const interview = page.getByRole("group", { name: "Moved to Interview" });
  await expect(interview.getByLabel(/^Subject/)).toHaveValue(
    "Your application for {jobTitle}: next step",
  );
  await expectNoAxeViolations(page);
  await interview.getByLabel(/^Subject/).fill("");
  await page.getByRole("button", { name: "Save templates" }).click();
  await expect(interview.getByText("A subject is required")).toBeVisible();
  await interview.getByLabel(/^Subject/).fill("Your application for {jobTitle}: next step");
  await page.getByRole("button", { name: "Save templates" }).click();
  await expect(page.getByText("The templates were saved.")).toBeVisible();
});
