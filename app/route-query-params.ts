import { BLOG_QUERY_KEYS } from "~/modules/blog/blog-filters";
import { JOB_QUERY_KEYS } from "~/modules/jobs/job-filters";

/**
 * The query parameters each public page reads, by route pattern (as in
 * app/routes.ts, with a leading slash). The page cache keys a page on its
 * path plus these parameters only (server/page-cache/cache-policy.ts), and
 * renders a missed page with nothing else in its URL: `/?fbclid=…` and
 * `/careers?utm_source=x&q=java` are the entries of `/` and
 * `/careers?q=java`. A page not listed here reads no parameter.
 *
 * A loader, meta function or component that reads a parameter missing here
 * never sees it in production; tests/integration/page-query-params.test.ts
 * fails when one does.
 */
export const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/careers": JOB_QUERY_KEYS,
  "/careers/apply/:jobId?": ["submitted"],
  "/blog": BLOG_QUERY_KEYS,
  "/blog/category/:category": ["page"],
  "/contact": ["sent"],
  // Never cached (private pages), but the rule holds for every page.
  "/careers/status/:token": ["confirm", "done"],
  "/careers/alerts": [...JOB_QUERY_KEYS, "sent"],
  "/careers/alerts/:token": ["saved"],
};
