// First: the pages render with React's production build, as they are served.
import "../helpers/production-mode";
import { RANGE_PRESETS } from "~/modules/analytics/analytics-range";
import { AUDIT_GROUPS } from "~/modules/audit/audit-labels";
import { APPLICATION_STATUSES } from "~/modules/applications/application-status";
import { BLOG_CATEGORIES } from "~/modules/blog/categories";
import { INQUIRY_STATUSES } from "~/modules/inquiries/inquiry-status";
import { quietMalformedUrlWarnings } from "../helpers/fuzz";
import { setupAdminFuzzData } from "../helpers/fuzz-admin-data";
import { fuzzPages, type FuzzPage } from "../helpers/fuzz-pages";
import { createTestRequestHandler } from "../helpers/request-handler";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 12: at least FUZZ_RUNS generated inputs for every admin list filter
// and query parameter, sent with a signed-in administrator's session through
// the real request handler (fuzz-admin-records.test.ts has the edit ids).

const database = setupTestDatabase();
quietMalformedUrlWarnings();
const handle = createTestRequestHandler();
const data = setupAdminFuzzData(database, handle);

const PAGES: FuzzPage[] = [
  {
    name: "/admin/jobs q, department, status, page, notice",
    path: () => "/admin/jobs",
    query: ["q", "department", "status", "page", "notice"],
    valid: () => ({ status: ["active", "inactive"], notice: ["created", "not-found"] }),
  },
  {
    name: "/admin/blogs q, category, status, page, notice",
    path: () => "/admin/blogs",
    query: ["q", "category", "status", "page", "notice"],
    valid: () => ({
      category: BLOG_CATEGORIES.map((category) => category.id),
      status: ["published", "draft"],
      notice: ["saved"],
    }),
  },
  {
    name: "/admin/media q, page, notice",
    path: () => "/admin/media",
    query: ["q", "page", "notice"],
    valid: () => ({ notice: ["deleted"] }),
  },
  {
    name: "/admin/applications q, job, status, page",
    path: () => "/admin/applications",
    query: ["q", "job", "status", "page"],
    valid: () => ({ job: data.jobs.slice(0, 3), status: [...APPLICATION_STATUSES] }),
  },
  {
    name: "/admin/applications/export.csv q, job, status, page",
    path: () => "/admin/applications/export.csv",
    query: ["q", "job", "status", "page"],
    valid: () => ({ job: data.jobs.slice(0, 3), status: [...APPLICATION_STATUSES] }),
    resource: true,
  },
  {
    name: "/admin/inquiries q, status, page",
    path: () => "/admin/inquiries",
    query: ["q", "status", "page"],
    valid: () => ({ status: [...INQUIRY_STATUSES] }),
  },
  {
    name: "/admin/inquiries/export.csv q, status, page",
    path: () => "/admin/inquiries/export.csv",
    query: ["q", "status", "page"],
    valid: () => ({ status: [...INQUIRY_STATUSES] }),
    resource: true,
  },
  {
    name: "/admin/analytics range, from, to",
    path: () => "/admin/analytics",
    query: ["range", "from", "to"],
    valid: () => ({
      range: [...RANGE_PRESETS.map((preset) => preset.value), "custom"],
      from: ["2026-11-01", "2026-02-28"],
      to: ["2026-11-10", "2026-03-01"],
    }),
  },
  {
    name: "/admin/analytics/export.csv range, from, to",
    path: () => "/admin/analytics/export.csv",
    query: ["range", "from", "to"],
    valid: () => ({ range: ["7d", "custom"], from: ["2026-11-01"], to: ["2026-11-10"] }),
    resource: true,
  },
  {
    name: "/admin/settings/users confirm, user, notice",
    path: () => "/admin/settings/users",
    query: ["confirm", "user", "notice"],
    valid: () => ({
      confirm: ["revoke", "disable", "remove"],
      notice: ["user-approved", "user-removed"],
    }),
  },
  {
    name: "/admin/settings/profile notice",
    path: () => "/admin/settings/profile",
    query: ["notice"],
    valid: () => ({ notice: ["profile-saved"] }),
  },
  {
    name: "/admin/settings/audit-log q, group, page",
    path: () => "/admin/settings/audit-log",
    query: ["q", "group", "page"],
    valid: () => ({ group: AUDIT_GROUPS.map((group) => group.id) }),
  },
];

fuzzPages("admin lists, signed in, answer generated filters without a 5xx", PAGES, handle, () => ({
  cookie: data.cookie,
}));
