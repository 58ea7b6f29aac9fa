import { expect, expectNoAxeViolations, test } from "./helpers/admin";

test("the admin fixture opens a signed-in page", async ({ adminPage }) => {
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  await expectNoAxeViolations(adminPage);
});
