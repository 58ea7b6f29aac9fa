import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { createVerifiedAccount } from "../helpers/accounts";
import { guardedAdminRoutes } from "../helpers/admin-routes";
import { setupTestDatabase } from "../helpers/test-database";
import { db } from "~/db/client.server";
import { auditLog, user as users } from "~/db/schema";
import { canAccess, STAFF_ROLES, type Area, type StaffRole } from "~/modules/roles/roles";

// Every admin route × every staff role: the route's loader and action let
// in exactly the roles whose areas include it, and answer the others 403.
setupTestDatabase();

type RouteModule = {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.tsx");
const context = { clientIp: "203.0.113.51", cspNonce: "", requestId: "test" };

/** What each admin route belongs to, written out here so a new route must be placed. */
const ROUTE_AREAS: Record<string, Area | null> = {
  "routes/admin/layout.tsx": null,
  "routes/admin/dashboard.tsx": null,
  "routes/admin/not-found.tsx": null,
  "routes/admin/jobs/index.tsx": "jobs",
  "routes/admin/jobs/new.tsx": "jobs",
  "routes/admin/jobs/edit.tsx": "jobs",
  "routes/admin/jobs/links.tsx": "jobs",
  "routes/admin/jobs/matches.tsx": "applications",
  "routes/admin/jobs/funnels.tsx": "applications",
  "routes/admin/blogs/index.tsx": "blog",
  "routes/admin/blogs/new.tsx": "blog",
  "routes/admin/blogs/edit.tsx": "blog",
  "routes/admin/blogs/preview-unsaved.tsx": "blog",
  "routes/admin/blogs/preview.tsx": "blog",
  "routes/admin/blogs/share.tsx": "blog",
  "routes/admin/blogs/history.tsx": "blog",
  "routes/admin/blogs/autosave.tsx": "blog",
  "routes/admin/blogs/media.tsx": "blog",
  "routes/admin/media/index.tsx": "blog",
  "routes/admin/media/detail.tsx": "blog",
  "routes/admin/pages/index.tsx": "pages",
  "routes/admin/pages/new.tsx": "pages",
  "routes/admin/pages/edit.tsx": "pages",
  "routes/admin/pages/history.tsx": "pages",
  "routes/admin/pages/autosave.tsx": "pages",
  "routes/admin/pages/preview.tsx": "pages",
  "routes/admin/pages/share.tsx": "pages",
  "routes/admin/redirects/index.tsx": "redirects",
  "routes/admin/redirects/new.tsx": "redirects",
  "routes/admin/redirects/not-found-log.tsx": "redirects",
  "routes/admin/redirects/edit.tsx": "redirects",
  "routes/admin/applications/index.tsx": "applications",
  "routes/admin/applications/export.tsx": "applications",
  "routes/admin/applications/detail.tsx": "applications",
  "routes/admin/applications/resume.tsx": "applications",
  "routes/admin/inquiries/index.tsx": "inquiries",
  "routes/admin/inquiries/export.tsx": "inquiries",
  "routes/admin/inquiries/detail.tsx": "inquiries",
  "routes/admin/analytics/index.tsx": "analytics",
  "routes/admin/analytics/export.tsx": "analytics",
  "routes/admin/settings/index.tsx": null,
  "routes/admin/settings/profile.tsx": null,
  "routes/admin/settings/password.tsx": null,
  "routes/admin/settings/two-factor.tsx": null,
  "routes/admin/settings/text-message.tsx": null,
  "routes/admin/settings/users.tsx": "users",
  "routes/admin/settings/company.tsx": "company",
  "routes/admin/settings/menus.tsx": "menus",
  "routes/admin/settings/audit-log.tsx": "audit-log",
  "routes/admin/settings/privacy.tsx": "privacy",
  "routes/admin/settings/candidate-emails.tsx": "applications",
  "routes/admin/settings/hiring.tsx": "applications",
  "routes/admin/settings/privacy-export.tsx": "privacy",
  "routes/admin/settings/email-delivery.tsx": "email-delivery",
};

const cookies = {} as Record<StaffRole, string>;
let target = "";

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    const account = await createVerifiedAccount(`role-${role}`);
    await db().update(users).set({ role }).where(eq(users.id, account.userId));
    cookies[role] = account.cookie;
  }
  target = (await createVerifiedAccount("role-target")).userId;
});

async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    // React Router's data() thrown by a guard.
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    }
    throw thrown;
  }
}

test("every guarded admin route has its area written down", () => {
  const files = [...new Set(guardedAdminRoutes().map((route) => route.file))].sort();
  expect(files).toEqual(Object.keys(ROUTE_AREAS).sort());
});

test.each(guardedAdminRoutes().map((route) => [route.file, route] as const))(
  "%s: exactly the roles with its area get in",
  async (file, route) => {
    const importer = modules[`../../app/${file}`];
    if (!importer) throw new Error(`no module for ${file}`);
    const mod = await importer();
    const area = ROUTE_AREAS[file] ?? null;
    const url = `http://localhost:3000${route.url}`;
    for (const role of STAFF_ROLES) {
      const headers = { cookie: cookies[role] };
      const get = await statusOf(() =>
        mod.loader!({ request: new Request(url, { headers }), params: {}, context }),
      );
      if (canAccess(role, area)) expect([role, get]).not.toEqual([role, 403]);
      else expect([role, get]).toEqual([role, 403]);
      if (!mod.action || canAccess(role, area)) continue;
      const body = new FormData();
      body.set("intent", "approve");
      body.set("role", "admin");
      body.set("userId", target);
      const post = await statusOf(() =>
        mod.action!({
          request: new Request(url, { method: "POST", headers, body }),
          params: {},
          context,
        }),
      );
      expect([role, post]).toEqual([role, 403]);
    }
  },
);

test("no refused call changed anything", async () => {
  const [untouched] = await db().select().from(users).where(eq(users.id, target));
  expect(untouched?.role).toBe("user");
  const changes = await db().select().from(auditLog).where(eq(auditLog.targetId, target));
  expect(changes.filter((entry) => entry.action.startsWith("user."))).toEqual([]);
});
