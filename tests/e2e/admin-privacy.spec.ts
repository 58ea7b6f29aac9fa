import { strFromU8, unzipSync } from "fflate";
import fs from "node:fs/promises";
import { expect, expectNoAxeViolations, test } from "./helpers/admin";
import { applyAs, sendInquiry, uniquePerson } from "./helpers/inbox";

test("a privacy request: find a person's data, download it as one ZIP, erase it", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const person = uniquePerson("Privacy");
  await applyAs(page, person);
  await sendInquiry(page, person, "Privacy Partners");

  await page.goto("/admin/settings/privacy");
  await expect(
    page
      .getByRole("navigation", { name: "Settings" })
      .getByRole("link", { name: "Privacy requests" }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByLabel(/^Email address/).fill(person.email.toUpperCase());
  await page.getByRole("button", { name: "Find their data" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "1 application and 1 inquiry." }),
  ).toBeVisible();
  await expect(page.getByText("Application for Cloud Solutions Architect")).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download everything (ZIP)" }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(files["data.json"]!));
  expect(data.applications).toHaveLength(1);
  expect(data.applications[0].email).toBe(person.email);
  expect(data.inquiries[0].company).toBe("Privacy Partners");
  expect(Object.keys(files).filter((name) => name.startsWith("resumes/"))).toHaveLength(1);

  await page.getByRole("button", { name: "Erase everything" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase everything?" });
  await dialog.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByText("Everything held about that address was erased.")).toBeVisible();

  await page.getByLabel(/^Email address/).fill(person.email);
  await page.getByRole("button", { name: "Find their data" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Nothing: no application or inquiry uses this address." }),
  ).toBeVisible();
  await page.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByText(person.email)).toHaveCount(0);
});
