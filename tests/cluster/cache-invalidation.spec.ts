import { DEMO_COMPANY_SETTINGS } from "../../app/modules/company/company-schema";
import { DEFAULT_MENUS } from "../../app/modules/menus/menu-defaults";
import { menuRowsFrom } from "../../app/modules/menus/menu-schema";
import { companyFormData } from "../helpers/company-form";
import { menuFormData } from "../helpers/menu-form";
import { uniqueWord } from "../e2e/helpers/blog-admin";
import { adminPost, expect, test, warm } from "./fixtures";

// Each save is followed at once by one anonymous request per instance: the
// page was cached just before (warm), and must now show the change.

const jobForm = (title: string, description: string, active = true): Record<string, string> => ({
  title,
  department: "Cache Journeys",
  location: "Hamilton, NJ",
  type: "Full-time",
  description,
  "responsibilities[0]": "Keep pages fresh",
  "requirements[0]": "Patience",
  // New Jersey requires a pay range on a posting (decision 047).
  salaryMin: "90000",
  salaryMax: "110000",
  salaryCurrency: "USD",
  salaryUnit: "YEAR",
  publish: active ? "now" : "draft",
});

test("a job created, edited, deactivated and deleted shows on the next request", async ({
  admin,
  visitors,
}) => {
  const word = uniqueWord();
  const title = `Cache Engineer ${word}`;
  const id = title.toLowerCase().replace(/\s+/g, "-");
  const search = `/careers?q=${word}`;
  for (const visitor of visitors) {
    await warm(visitor, "/careers");
    await warm(visitor, search);
  }

  await adminPost(admin, "/admin/jobs/new", jobForm(title, "The first description."));
  for (const visitor of visitors) {
    const { page } = visitor;
    await page.goto("/careers");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto(search);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await warm(visitor, `/careers/job/${id}`);
  }

  await adminPost(admin, `/admin/jobs/edit/${id}`, jobForm(title, "An edited description."));
  for (const { page } of visitors) {
    await page.goto(`/careers/job/${id}`);
    await expect(page.getByText("An edited description.")).toBeVisible();
  }

  await adminPost(admin, "/admin/jobs", { intent: "deactivate", jobId: id });
  for (const { page } of visitors) {
    // A closed position answers 410 Gone (issue 29 item 3); a deleted one 404.
    expect((await page.goto(`/careers/job/${id}`))?.status()).toBe(410);
    await page.goto(search);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  }

  await adminPost(admin, "/admin/jobs", { intent: "activate", jobId: id });
  for (const visitor of visitors) await warm(visitor, `/careers/job/${id}`);
  await adminPost(admin, "/admin/jobs", { intent: "delete", jobId: id });
  for (const { page } of visitors) {
    expect((await page.goto(`/careers/job/${id}`))?.status()).toBe(404);
    await page.goto("/careers");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  }
});

const postForm = (title: string, slug: string, published: boolean): Record<string, string> => ({
  title,
  slug,
  summary: `Summary of ${title}.`,
  category: "tech",
  author: "Casey Cache",
  content: `<p>Body of ${title}.</p>`,
  ...(published ? { isPublished: "on" } : {}),
});

test("a post published, renamed and unpublished shows on the next request", async ({
  admin,
  visitors,
}) => {
  const word = uniqueWord();
  const title = `Caching notes ${word}`;
  const slug = `caching-notes-${word}`;
  const search = `/blog?q=${word}`;
  for (const visitor of visitors) {
    await warm(visitor, "/blog");
    await warm(visitor, search);
  }

  // A draft first: nothing public changes, and the post's id comes from the admin list.
  await adminPost(admin, "/admin/blogs/new", postForm(title, slug, false));
  await admin.goto(`/admin/blogs?q=${word}`);
  const edit = admin.getByRole("link", { name: `Edit ${title}` });
  const id = (await edit.getAttribute("href"))!.split("/").pop()!;

  await adminPost(admin, "/admin/blogs", { intent: "publish", id });
  for (const visitor of visitors) {
    const { page } = visitor;
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto(search);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await warm(visitor, `/blog/${slug}`);
  }

  const renamed = `${title} revised`;
  await adminPost(admin, `/admin/blogs/edit/${id}`, postForm(renamed, `${slug}-revised`, true));
  for (const visitor of visitors) {
    const { page } = visitor;
    const moved = await page.request.get(`${visitor.base}/blog/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/blog/${slug}-revised`);
    await page.goto(`/blog/${slug}-revised`);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await warm(visitor, `/blog/${slug}-revised`);
  }

  await adminPost(admin, "/admin/blogs", { intent: "unpublish", id });
  for (const { page } of visitors) {
    expect((await page.goto(`/blog/${slug}-revised`))?.status()).toBe(404);
    await page.goto(search);
    await expect(page.getByRole("link", { name: renamed })).toHaveCount(0);
  }
  await adminPost(admin, "/admin/blogs", { intent: "delete", id });
});

test("a company setting saved shows on the next request", async ({ admin, visitors }) => {
  const name = `Northwind ${uniqueWord()}`;
  for (const visitor of visitors) {
    await warm(visitor, "/");
    // The footer shows the phone; so do the contact page's details.
    await warm(visitor, "/services");
    await warm(visitor, "/contact");
  }
  const save = (overrides: Record<string, string>) =>
    adminPost(admin, "/admin/settings/company", {
      ...Object.fromEntries(companyFormData(DEMO_COMPANY_SETTINGS, overrides)),
    } as Record<string, string>);

  await save({ name, phone: "(732) 555-0199" });
  try {
    for (const { page } of visitors) {
      await page.goto("/");
      await expect(page.getByRole("contentinfo")).toContainText(`${name}. All rights reserved.`);
      for (const path of ["/services", "/contact"]) {
        await page.goto(path);
        await expect(page.getByText("(732) 555-0199").first(), path).toBeVisible();
      }
    }
  } finally {
    await save({});
  }
  for (const { page } of visitors) {
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(
      `${DEMO_COMPANY_SETTINGS.name}. All rights reserved.`,
    );
  }
});

test("a menu saved shows on the next request", async ({ admin, visitors }) => {
  const label = `Quick ${uniqueWord()}`;
  for (const visitor of visitors) {
    await warm(visitor, "/");
    await warm(visitor, "/careers");
  }
  const save = (rows: ReturnType<typeof menuRowsFrom>) =>
    adminPost(
      admin,
      "/admin/settings/menus",
      Object.fromEntries(menuFormData("footer-quick", rows)) as Record<string, string>,
    );
  const rows = menuRowsFrom(DEFAULT_MENUS["footer-quick"]);
  await save([{ label, to: "/blog", nested: false }, ...rows]);
  try {
    for (const { page } of visitors) {
      for (const path of ["/", "/careers"]) {
        await page.goto(path);
        await expect(
          page.getByRole("contentinfo").getByRole("link", { name: label }),
        ).toBeVisible();
      }
    }
  } finally {
    await save(rows);
  }
  for (const { page } of visitors) {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: label })).toHaveCount(0);
  }
});
