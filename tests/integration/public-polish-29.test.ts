// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { blogPosts, jobs } from "~/db/schema";
import { demoPostValues } from "~/modules/blog/blog-seed.server";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { isStorableResponse } from "../../server/page-cache/cache-policy";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 29, items 2–5 (public site), through the request handler on the demo content.

const database = setupTestDatabase();
const handle = createTestRequestHandler();

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
});

async function get(path: string) {
  const response = await handle(new Request(`http://localhost:3000${path}`));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The job links of the open-positions list, in order. */
function listedJobs(html: string): string[] {
  const region = html.slice(html.indexOf('data-live-region="jobs"'));
  return [...region.matchAll(/href="\/careers\/job\/([^"]+)"/g)].map((match) => match[1]!);
}

const CLOSED_JOB = "business-development-manager"; // inactive in the demo content

test("item 3: a closed job's URL answers 410 with the job's title, similar open positions and the talent pool", async () => {
  const { status, headers, html } = await get(`/careers/job/${CLOSED_JOB}`);
  expect(status).toBe(410);
  expect(html).toContain("This position is closed");
  expect(html).toContain("Business Development Manager no longer accepts applications");
  expect(html).not.toContain("Job Not Found");
  expect(html).not.toContain("doesn&#x27;t exist");
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('href="/careers/apply"');
  expect(html).toContain("Similar open positions");
  const similar = [...html.matchAll(/href="\/careers\/job\/([^"#]+)"/g)].map((m) => m[1]);
  expect(similar.length).toBeGreaterThan(0);
  expect(similar).not.toContain(CLOSED_JOB);
  // Never stored by the page cache, nor kept fresh by a browser, so a reopened job shows at once.
  expect(headers.get("cache-control")).toBe("no-cache");
  expect(isStorableResponse(status, Object.fromEntries(headers))).toBe(false);

  const sitemap = await get("/sitemap.xml");
  expect(sitemap.html).not.toContain(`/careers/job/${CLOSED_JOB}`);

  await database().db.update(jobs).set({ isActive: true }).where(eq(jobs.id, CLOSED_JOB));
  try {
    expect((await get(`/careers/job/${CLOSED_JOB}`)).status).toBe(200);
  } finally {
    await database().db.update(jobs).set({ isActive: false }).where(eq(jobs.id, CLOSED_JOB));
  }
});

test("item 3: a job that never existed stays 404 with the spec's texts", async () => {
  const { status, html } = await get("/careers/job/no-such-job");
  expect(status).toBe(404);
  expect(html).toContain("Job Not Found");
  expect(html).toContain("The job you&#x27;re looking for doesn&#x27;t exist or has been removed.");
});

test("item 2: choosing a city lists its hybrid jobs too; the arrangement is a filter of its own", async () => {
  const city = await get("/careers?location=East+Brunswick%2C+NJ");
  const all = await database()
    .db.select({ id: jobs.id, location: jobs.location, isActive: jobs.isActive })
    .from(jobs);
  const inCity = all.filter((job) => job.isActive && job.location.includes("East Brunswick"));
  expect(inCity.some((job) => job.location.startsWith("Hybrid"))).toBe(true);
  expect(listedJobs(city.html).sort()).toEqual(inCity.map((job) => job.id).sort());

  // One option per place, none with the arrangement in it; the arrangements apart.
  expect(city.html).toContain('<option value="East Brunswick, NJ" selected="">');
  expect(city.html).not.toContain('<option value="Hybrid — East Brunswick, NJ"');
  expect(city.html).toMatch(/<select id="job-arrangement" name="arrangement"/);
  for (const label of ["On-site", "Hybrid", "Remote"])
    expect(city.html).toContain(`>${label}</option>`);

  const hybrid = await get("/careers?location=East+Brunswick%2C+NJ&arrangement=hybrid");
  expect(listedJobs(hybrid.html)).toEqual(
    inCity.filter((job) => job.location.startsWith("Hybrid")).map((job) => job.id),
  );
  // An old link with the arrangement in the location reads as both filters.
  const old = await get(`/careers?location=${encodeURIComponent("Hybrid — East Brunswick, NJ")}`);
  expect(listedJobs(old.html)).toEqual(listedJobs(hybrid.html));
  expect(old.html).toContain('<option value="hybrid" selected="">');
});

test("item 4: Latest Insights shows the newest published posts with covers and the blog's category names", async () => {
  // The newest post is in a category the old fixed slots (AI, Data Science, Data Engineering) left out.
  await database()
    .db.insert(blogPosts)
    .values(
      demoPostValues({
        slug: "cloud-costs-this-week",
        title: "Cloud Costs This Week",
        summary: "What moved in our clients' cloud bills.",
        category: "cloud",
        tags: ["cloud"],
        author: "Arcwell Team",
        authorImage: "/images/authors/david-okafor.svg",
        imageUrl: "/images/blog/building-a-cloud-landing-zone-with-terraform.jpg",
        content: "<p>Costs.</p>",
        isPublished: true,
        publishedDaysAgo: 0,
      }),
    );
  const latest = await database()
    .db.select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(3);
  expect(latest[0]?.slug).toBe("cloud-costs-this-week");
  const { html } = await get("/");
  const start = html.indexOf('aria-labelledby="insights-heading"');
  const section = html.slice(start, html.indexOf("</section>", start));
  const slugs = [...section.matchAll(/href="\/blog\/([^"/]+)"/g)].map((match) => match[1]);
  expect(slugs).toEqual(latest.map((post) => post.slug));
  // Each card with its cover (the posts' own images, not a gradient with an icon).
  expect(section.match(/<img [^>]*src="\/images\/blog\//g)?.length).toBe(3);
  expect(section).not.toMatch(/>AI</);
  expect(section).toMatch(
    />(Artificial Intelligence|Data Science|Data Engineering|Cloud Computing|Technology)</,
  );
});

test("item 5: the blog's subscribe call to action offers the feeds, not the contact form", async () => {
  const { html } = await get("/blog");
  const start = html.indexOf('aria-labelledby="cta-heading"');
  const cta = html.slice(start, html.indexOf("</section>", start));
  expect(cta).toContain('href="/blog/rss.xml"');
  expect(cta).toContain('href="/blog/atom.xml"');
  expect(cta).toContain("feed reader");
  expect(cta).not.toContain('href="/contact"');
  for (const feed of ["/blog/rss.xml", "/blog/atom.xml"])
    expect((await get(feed)).status).toBe(200);
});

test("item 5: Get Started Now on /contact points at the form's heading, which can take the focus", async () => {
  const { html } = await get("/contact");
  expect(html).toMatch(/<a href="#message-form-heading"[^>]*>Get Started Now<\/a>/);
  expect(html).toMatch(/<h2 id="message-form-heading" tabindex="-1"/);
});
