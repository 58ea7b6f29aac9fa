import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { csvLines, sendInquiry, uniquePerson } from "./helpers/inbox";

test("an inquiry is found, answered by email, marked Replied and exported", async ({
  adminPage: page,
}) => {
  const visitor = uniquePerson("Inquiry");
  const name = `${visitor.firstName} ${visitor.lastName}`;
  await sendInquiry(page, visitor, "Harbor Plastics, Inc.");

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor.email)}`);
  const table = page.getByRole("table", { name: "Inquiries, newest first" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Harbor Plastics, Inc.");
  await expect(table.getByRole("row").nth(1)).toContainText("New");
  await table.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("We need a lakehouse for our plant data.")).toBeVisible();
  await expect(page.getByText("Data Engineering").first()).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply by email" });
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:${visitor.email}?subject=${encodeURIComponent("Re: your message to Arcwell Technologies")}`,
  );

  await page.getByLabel("Change status").selectOption("replied");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Status changed to Replied." }),
  ).toBeVisible();
  await expect(page.getByLabel("Change status")).toHaveValue("replied");

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor.email)}&status=replied`);
  await expect(table.getByRole("row").nth(1)).toContainText("Replied");
  const exportHref = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
  expect(exportHref).toBe(
    `/admin/inquiries/export.csv?q=${encodeURIComponent(visitor.email)}&status=replied`,
  );
  const csv = await page.request.get(exportHref!);
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const text = (await csv.body()).toString("utf8");
  const header = csvLines(await csv.body())[0];
  expect(header).toBe(
    "Received,Status,Name,Email,Phone,Company,Service,Message,First source,Last source,Admin link",
  );
  // One record (its message spans two lines inside quotes).
  expect(text.split(visitor.email)).toHaveLength(2);
  expect(text).toContain(
    `,Replied,${name},${visitor.email},(609) 555-0123,"Harbor Plastics, Inc.",Data Engineering,"We need a lakehouse for our plant data.\nCould we talk next week?",`,
  );
});

test("an inquiry is deleted from its page after a confirmation", async ({ adminPage: page }) => {
  const visitor = uniquePerson("Gone");
  const name = `${visitor.firstName} ${visitor.lastName}`;
  await sendInquiry(page, visitor, "Deleted Dynamics");
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor.email)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const detail = page.url();
  await page.getByRole("button", { name: "Delete inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete inquiry?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Delete inquiry" }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?notice=deleted$/);
  await expect(page.getByText("The inquiry was deleted.")).toBeVisible();
  expect((await page.goto(detail))?.status()).toBe(404);
});

test("without JavaScript the status form still works", async ({ adminPage: page, browser }) => {
  const visitor = uniquePerson("Nojs");
  await sendInquiry(page, visitor, "Static Co");
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor.email)}`);
  const href = await page
    .getByRole("link", { name: `${visitor.firstName} ${visitor.lastName}` })
    .getAttribute("href");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  try {
    const noJs = await context.newPage();
    await noJs.setExtraHTTPHeaders({ "X-Forwarded-For": "10.250.0.9" });
    await noJs.goto(href!);
    await noJs.getByLabel("Change status").selectOption("closed");
    await noJs.getByRole("button", { name: "Update status" }).click();
    await expect(noJs.getByText("Status changed to Closed.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("axe: the inquiries inbox, its empty result, a detail page and the 404, at 1440 and 390 px", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const visitor = uniquePerson("Axeinq");
  await sendInquiry(page, visitor, "Axe Labs");
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(visitor.email)}`);
  const detail = await page
    .getByRole("link", { name: `${visitor.firstName} ${visitor.lastName}` })
    .getAttribute("href");
  for (const [name, viewport] of VIEWPORTS) {
    await test.step(name, async () => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/inquiries");
      await expect(page.getByRole("table", { name: "Inquiries, newest first" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/admin/inquiries?q=nobody-wrote-this-zz9&status=closed");
      await expect(
        page.getByRole("heading", { name: "No inquiries match these filters" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(detail!);
      await expect(page.getByRole("link", { name: "Reply by email" })).toBeVisible();
      await expectNoAxeViolations(page);

      const response = await page.goto("/admin/inquiries/12345");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Inquiry not found" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
