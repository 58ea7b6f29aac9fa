// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { beforeAll } from "vitest";
import { runSeeders } from "~/db/seed.server";
import { BLOG_CATEGORIES } from "~/modules/blog/categories";
import { DEMO_SEEDERS } from "~/modules/demo-content.server";
import { pathSegment, quietMalformedUrlWarnings } from "../helpers/fuzz";
import { fuzzPages, type FuzzPage } from "../helpers/fuzz-pages";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 12: at least FUZZ_RUNS generated inputs for every query parameter and
// path id of the public site, through the real request handler (loaders,
// layouts, error boundaries and — for some of them — the rendered page).
// Each request gives every parameter of its page a generated value at once.

const database = setupTestDatabase();
quietMalformedUrlWarnings();
const handle = createTestRequestHandler();

let jobIds: string[] = [];
let slugs: string[] = [];

beforeAll(async () => {
  await runSeeders(database(), DEMO_SEEDERS);
  const { jobs, blogPosts } = await import("~/db/schema");
  jobIds = (await database().db.select({ id: jobs.id }).from(jobs)).map((row) => row.id);
  slugs = (await database().db.select({ slug: blogPosts.slug }).from(blogPosts)).map(
    (row) => row.slug,
  );
});

const PAGES: FuzzPage[] = [
  {
    name: "/careers q, department, location, type, page",
    path: () => "/careers",
    query: ["q", "department", "location", "type", "page"],
    valid: () => ({ department: ["Engineering"], type: ["Full-time"], page: ["1", "2"] }),
  },
  {
    name: "/careers/job/:jobId",
    path: (id) => `/careers/job/${id}`,
    segment: () => pathSegment(jobIds),
    query: [],
  },
  {
    name: "/careers/apply/:jobId ?submitted",
    path: (id) => `/careers/apply/${id}`,
    segment: () => pathSegment(jobIds),
    query: ["submitted"],
    valid: () => ({ submitted: ["1"] }),
  },
  {
    name: "/blog q, category, page",
    path: () => "/blog",
    query: ["q", "category", "page"],
    valid: () => ({ category: BLOG_CATEGORIES.map((category) => category.id), page: ["1", "2"] }),
  },
  {
    name: "/blog/category/:category ?page",
    path: (category) => `/blog/category/${category}`,
    segment: () => pathSegment(BLOG_CATEGORIES.map((category) => category.id)),
    query: ["page"],
  },
  {
    name: "/blog/:slug",
    path: (slug) => `/blog/${slug}`,
    segment: () => pathSegment(slugs),
    query: [],
  },
  {
    name: "/contact ?sent",
    path: () => "/contact",
    query: ["sent"],
    valid: () => ({ sent: ["1"] }),
  },
  {
    name: "/admin/login redirectTo, mode, verified, error, notice",
    path: () => "/admin/login",
    query: ["redirectTo", "mode", "verified", "error", "notice"],
    valid: () => ({ mode: ["sign-up"], verified: ["1"], redirectTo: ["/admin/jobs"] }),
  },
  {
    name: "/api/auth/verify-email token, callbackURL",
    resource: true,
    path: () => "/api/auth/verify-email",
    query: ["token", "callbackURL"],
    valid: () => ({ callbackURL: ["/admin/login?verified=1", "/.//evil.example"] }),
  },
  {
    name: "/media/:file",
    path: (file) => `/media/${file}`,
    segment: () => pathSegment(["missing.png"]),
    query: [],
    resource: true,
  },
];

fuzzPages(
  "public pages answer generated query parameters and path ids without a 5xx",
  PAGES,
  handle,
);
