import { expect, test, type Page } from "@playwright/test";
import { asNewVisitor, PHONE } from "./helpers/visitor";

const COUNT = /Showing (\d+) of (\d+) open positions/;

async function counts(page: Page) {
  const text = await page.getByText(COUNT).textContent();
  const [, shown, total] = text!.match(COUNT)!;
  return { shown: Number(shown), total: Number(total) };
}

test("careers lists only active jobs with the count, benefits, process and FAQ", async ({
  page,
}) => {
  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { shown, total } = await counts(page);
  expect(shown).toBe(total);
  expect(total).toBeGreaterThanOrEqual(10);
  const positions = page.locator("#positions");
  await expect(positions.getByRole("article")).toHaveCount(total);
  // The inactive demo job is never listed.
  await expect(page.getByRole("link", { name: "Business Development Manager" })).toHaveCount(0);

  await expect(page.locator("section[aria-labelledby=benefits-heading] li h3")).toHaveCount(6);
  await expect(page.locator("#hiring-process ol > li")).toHaveCount(5);
  await expect(page.locator("section[aria-labelledby=careers-faq-heading] summary")).toHaveCount(6);
  await expect(page.getByRole("link", { name: /Get in Touch/ })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("search and dropdowns filter as the visitor types, with a shareable URL", async ({ page }) => {
  await page.goto("/careers");
  const { total } = await counts(page);

  await page.getByRole("searchbox", { name: "Search" }).fill("cloud");
  await expect(page).toHaveURL(/[?&]q=cloud/);
  await expect(page.getByRole("link", { name: "Cloud Solutions Architect" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Product Manager", exact: true })).toHaveCount(0);
  const filtered = await counts(page);
  expect(filtered.total).toBe(total);
  expect(filtered.shown).toBeLessThan(total);

  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByLabel("Department").selectOption("Data Science");
  await expect(page).toHaveURL(/department=Data\+Science/);
  const cards = page.locator("#positions article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: "Department: Data Science" })).toHaveCount(0);

  // The same URL opened fresh shows the same filtered list.
  const shared = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(shared);
  await expect(fresh.getByLabel("Department")).toHaveValue("Data Science");
  expect((await counts(fresh)).shown).toBe(await cards.count());
});

test("no match shows the empty state, and Clear Filters brings every job back", async ({
  page,
}) => {
  await page.goto("/careers?q=underwater+basket+weaving&type=Internship");
  await expect(page.getByText("No positions found matching your criteria")).toBeVisible();
  expect((await counts(page)).shown).toBe(0);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/careers#positions$/);
  await expect(page.getByText(COUNT)).toHaveText(/Showing ([1-9]\d*) of \1 open positions/);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  await expect(page.getByLabel("Job type")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters still work through the Search button", async ({ page }) => {
    await page.goto("/careers");
    await page.getByLabel("Job type").selectOption("Internship");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/type=Internship/);
    await expect(page.getByRole("link", { name: "Software Engineering Intern" })).toBeVisible();
    expect((await counts(page)).shown).toBe(1);
  });
});

test("a job page shows every field, the summary, similar positions and Apply Now", async ({
  page,
}) => {
  await page.goto("/careers");
  await page.getByRole("link", { name: "Senior Software Engineer" }).click();
  await expect(page).toHaveURL(/\/careers\/job\/senior-software-engineer$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Senior Software Engineer" }),
  ).toBeVisible();
  for (const heading of ["About the Role", "Responsibilities", "Requirements", "Job Summary"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  const summary = page.getByRole("complementary", { name: "Job Summary" });
  await expect(summary.getByText("Engineering", { exact: true })).toBeVisible();
  await expect(summary.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  const similar = page.locator("section[aria-labelledby=similar-heading] article");
  await expect(similar).toHaveCount(3);
  // Same department first.
  await expect(similar.first()).toContainText("Department: Engineering");
  for (const link of await similar.getByRole("link").all()) {
    expect(await link.getAttribute("href")).not.toBe("/careers/job/senior-software-engineer");
  }

  await page.getByRole("link", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(/\/careers\/apply\/senior-software-engineer$/);
  await expect(page.getByRole("heading", { name: "Your application" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Job Details" }).click();
  await page.getByRole("link", { name: "Back to All Jobs" }).click();
  await expect(page).toHaveURL(/\/careers#positions$/);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a job page on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });
    test("offers Apply Now on the first screen", async ({ page }) => {
      await page.goto("/careers/job/senior-software-engineer");
      const apply = page.getByRole("link", { name: "Apply Now" }).first();
      await expect(apply).toBeInViewport();
      await apply.click();
      await expect(page).toHaveURL(/\/careers\/apply\/senior-software-engineer$/);
    });
  });
}

test("Share Job copies the link and says so where there is no share sheet", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.goto("/careers/job/product-manager");
  await page.getByRole("link", { name: "Share Job" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Link copied to clipboard!" }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/careers\/job\/product-manager$/);
});

test("an unknown job answers 404 with the spec's texts; a closed one 410 (issue 29, item 3)", async ({
  page,
}) => {
  const job = await page.goto("/careers/job/no-such-job");
  expect(job?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  await expect(
    page.getByText("The job you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: /View Open Positions/ }),
  ).toHaveAttribute("href", "/careers");

  // An inactive job was open once: its page says it has closed.
  const closed = await page.goto("/careers/job/business-development-manager");
  expect(closed?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This position is closed" })).toBeVisible();
  await expect(page.getByText("Job Not Found")).toHaveCount(0);

  for (const id of ["no-such-job", "business-development-manager"]) {
    const apply = await page.goto(`/careers/apply/${id}`);
    expect(apply?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
    await expect(
      page.getByText("The job you're trying to apply for doesn't exist or has been removed."),
    ).toBeVisible();
  }
});

test("an application posted for an inactive job is refused with 404", async ({ page, request }) => {
  await asNewVisitor(page);
  const response = await request.post("/careers/apply/business-development-manager", {
    multipart: { firstName: "A" },
  });
  expect(response.status()).toBe(404);
});
