import { expect, test } from "@playwright/test";
import { expectFetchable, jsonLd, meta, ofType } from "./helpers/seo";

/** Search and social visibility: JSON-LD on the home, job and article pages matches what the page shows. */

// What crawlers see: the server's HTML, no JavaScript (and no hydration to wait for).
test.use({ javaScriptEnabled: false });

const EMPLOYMENT: Record<string, string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME" };

test("a job page's JobPosting has Google's required properties and matches the page", async ({
  page,
  request,
}) => {
  await page.goto("/careers/job/machine-learning-engineer");
  const url = page.url();
  const documents = await jsonLd(page);
  const posting = ofType(documents, "JobPosting");
  const summary = page.getByRole("complementary", { name: "Job Summary" });
  const fact = (label: string) => summary.locator("dt", { hasText: label }).locator("+ dd");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posting.title as string);
  expect(posting.url).toBe(url);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
  expect(posting.employmentType).toBe(EMPLOYMENT[(await fact("Job type").textContent())!]);
  expect(posting.datePosted).toBe(await fact("Posted").locator("time").getAttribute("datetime"));
  expect(posting.directApply).toBe(true);

  // The description is HTML carrying the lists shown on the page.
  expect(posting.description).toMatch(/^<p>.+<\/p><h3>Responsibilities<\/h3><ul><li>/);
  for (const item of await page
    .locator("section[aria-labelledby=responsibilities] li")
    .allTextContents()) {
    expect(posting.description).toContain(`<li>${item.trim()}</li>`);
  }

  const organization = posting.hiringOrganization as Record<string, string>;
  await expect(page.getByRole("contentinfo")).toContainText(organization.name!);
  expect(new URL(organization.sameAs!).origin).toBe(new URL(url).origin);
  await expectFetchable(request, organization.logo!, /^image\/png/);

  const place = posting.jobLocation as { "@type": string; address: Record<string, string> };
  expect(place["@type"]).toBe("Place");
  expect(place.address["@type"]).toBe("PostalAddress");
  await expect(fact("Location")).toContainText(place.address.addressLocality!);

  // Salary and closing date: what the page shows is what Google reads.
  const salary = posting.baseSalary as {
    currency: string;
    value: { minValue: number; maxValue: number; unitText: string };
  };
  expect(salary.currency).toBe("USD");
  expect(salary.value.unitText).toBe("YEAR");
  const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
  await expect(fact("Salary")).toHaveText(
    `${dollars(salary.value.minValue)} – ${dollars(salary.value.maxValue)} per year`,
  );
  const closing = await fact("Apply by").locator("time").getAttribute("datetime");
  expect(posting.validThrough).toMatch(new RegExp(`^${closing}T23:59:59-0[45]:00$`));

  const trail = ofType(documents, "BreadcrumbList").itemListElement as Array<{
    position: number;
    item: string;
  }>;
  expect(trail.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
  expect(trail.at(-1)!.item).toBe(url);
});

test("a fully remote job says so on the page and as TELECOMMUTE", async ({ page }) => {
  await page.goto("/careers/job/cloud-solutions-architect");
  const posting = ofType(await jsonLd(page), "JobPosting");
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "US" });
  const summary = page.getByRole("complementary", { name: "Job Summary" });
  await expect(summary.locator("dt", { hasText: "Workplace" }).locator("+ dd")).toHaveText(
    "Remote",
  );
  // Cards say it once: the location already reads "Remote (US)", so no extra pill (issue 13).
  await page.goto("/careers");
  const card = page.locator("#positions article", { hasText: "Cloud Solutions Architect" });
  await expect(
    card.getByRole("listitem").filter({ hasText: /^Location: Remote \(US\)$/ }),
  ).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: /Workplace/ })).toHaveCount(0);
  await expect(
    card.getByRole("listitem").filter({ hasText: /^Salary: \$165K–\$195K\/yr$/ }),
  ).toBeVisible();
});

test("an article's BlogPosting matches the page, and it shares its own image", async ({
  page,
  request,
}) => {
  await page.goto("/blog/introduction-to-generative-ai");
  const url = page.url();
  const documents = await jsonLd(page);
  const article = ofType(documents, "BlogPosting");
  const header = page.locator("article header");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.headline as string);
  await expect(header.getByText(article.description as string)).toBeVisible();
  await expect(header.getByText((article.author as { name: string }).name)).toBeVisible();
  expect(article.datePublished).toBe(await header.locator("time").getAttribute("datetime"));
  expect(Date.parse(article.dateModified as string)).toBeGreaterThanOrEqual(
    Date.parse(article.datePublished as string),
  );
  expect(article.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": url });
  const publisher = article.publisher as { name: string; logo: { url: string } };
  expect(publisher.name).toBe("Arcwell Technologies");
  await expectFetchable(request, publisher.logo.url, /^image\/png/);
  const [image] = article.image as string[];
  await expectFetchable(request, image!, /^image\/jpeg/);

  expect(await meta(page, "og:type")).toBe("article");
  expect(await meta(page, "og:image")).toBe(image);
  expect(await meta(page, "twitter:image")).toBe(image);
  expect(await meta(page, "article:published_time")).toBe(article.datePublished);

  const trail = ofType(documents, "BreadcrumbList").itemListElement as Array<{
    name: string;
    item: string;
  }>;
  expect(trail.map((crumb) => crumb.name)).toEqual([
    "Home",
    "Blog",
    "Artificial Intelligence",
    article.headline,
  ]);
  await expect(header.getByRole("link", { name: trail[2]!.name })).toHaveAttribute(
    "href",
    new URL(trail[2]!.item).pathname,
  );
});

test("the home page describes the organization and the website", async ({ page }) => {
  await page.goto("/");
  const documents = await jsonLd(page);
  const organization = ofType(documents, "Organization");
  expect(organization.name).toBe("Arcwell Technologies");
  // The primary office is the main address; each office is a location of its own.
  expect(organization.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: "Hamilton",
  });
  expect(organization.location).toHaveLength(2);
  expect(organization.contactPoint).toBeTruthy();
  expect(ofType(documents, "WebSite").publisher).toEqual({ "@id": organization["@id"] });
  await expect(page).toHaveTitle(/^Arcwell Technologies · /);
});
