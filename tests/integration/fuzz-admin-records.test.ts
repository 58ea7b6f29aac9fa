// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import fc from "fast-check";
import { test } from "vitest";
import {
  expectNoServerError,
  expectOnSiteLocation,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  pathSegment,
  queryString,
  quietMalformedUrlWarnings,
} from "../helpers/fuzz";
import { setupAdminFuzzData } from "../helpers/fuzz-admin-data";
import { fuzzPages, type FuzzPage } from "../helpers/fuzz-pages";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 12: at least FUZZ_RUNS generated edit ids and query parameters for
// every admin record page, with a signed-in administrator's session, and the
// signed-in sign-in page's redirectTo (the open redirect of defect 2).

const database = setupTestDatabase();
quietMalformedUrlWarnings();
const handle = createTestRequestHandler();
const data = setupAdminFuzzData(database, handle);

const PAGES: FuzzPage[] = [
  {
    name: "/admin/jobs/edit/:jobId",
    path: (id) => `/admin/jobs/edit/${id}`,
    segment: () => pathSegment(data.jobs),
    query: [],
  },
  {
    name: "/admin/blogs/edit/:blogId",
    path: (id) => `/admin/blogs/edit/${id}`,
    segment: () => pathSegment(data.posts),
    query: [],
  },
  {
    name: "/admin/blogs/preview/:blogId",
    path: (id) => `/admin/blogs/preview/${id}`,
    segment: () => pathSegment(data.posts),
    query: [],
  },
  {
    name: "/admin/media/:mediaId ?notice",
    path: (id) => `/admin/media/${id}`,
    segment: () => pathSegment(["6f1c2a34-55d6-4e7f-8a9b-0c1d2e3f4a5b"]),
    query: ["notice"],
    valid: () => ({ notice: ["saved"] }),
  },
  {
    name: "/admin/applications/:applicationId ?notice",
    path: (id) => `/admin/applications/${id}`,
    segment: () => pathSegment(data.applications),
    query: ["notice"],
    valid: () => ({ notice: ["status-saved", "note-added"] }),
  },
  {
    name: "/admin/applications/:applicationId/resume",
    path: (id) => `/admin/applications/${id}/resume`,
    segment: () => pathSegment(data.applications),
    query: [],
    resource: true,
  },
  {
    name: "/admin/inquiries/:inquiryId ?notice",
    path: (id) => `/admin/inquiries/${id}`,
    segment: () => pathSegment(data.inquiries),
    query: ["notice"],
    valid: () => ({ notice: ["status-saved"] }),
  },
  {
    name: "/admin/settings/company ?notice",
    path: () => "/admin/settings/company",
    query: ["notice"],
    valid: () => ({ notice: ["company-saved"] }),
  },
  {
    name: "/admin/login/two-factor method, redirectTo",
    path: () => "/admin/login/two-factor",
    query: ["method", "redirectTo"],
    valid: () => ({ method: ["backup"] }),
  },
];

fuzzPages(
  "admin record pages, signed in, answer generated ids without a 5xx",
  PAGES,
  handle,
  () => ({ cookie: data.cookie }),
);

test(
  "signed in, /admin/login?redirectTo=… always redirects on-site",
  { timeout: FUZZ_TIMEOUT_MS },
  async () => {
    const target = queryString(["redirectTo"], {
      redirectTo: [
        "%2F.%2F%2Fevil.example",
        "/.//evil.example",
        "/..//evil.example",
        "/%2e//evil.example",
        "//evil.example",
        "/%5Cevil.example",
        "https://evil.example",
        "/admin/jobs",
      ],
    });
    await fc.assert(
      fc.asyncProperty(target, async (query) => {
        const url = `/admin/login${query}`;
        const response = await handle(
          new Request(`http://localhost:3000${url}`, { headers: { cookie: data.cookie } }),
        );
        await response.arrayBuffer();
        expectNoServerError({ status: response.status, url });
        expectOnSiteLocation(response, url);
      }),
      { numRuns: FUZZ_RUNS },
    );
  },
);
