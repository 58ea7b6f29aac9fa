import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { createAdmin, createVerifiedAccount, TEST_PASSWORD } from "../helpers/accounts";
import { guardedAdminRoutes } from "../helpers/admin-routes";
import { setupTestDatabase } from "../helpers/test-database";
import { db } from "~/db/client.server";
import { auditLog, user as users } from "~/db/schema";

setupTestDatabase();

type RouteModule = {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.tsx");
const ROUTES = guardedAdminRoutes();
const context = { clientIp: "203.0.113.50", cspNonce: "", requestId: "test" };

let admin: Awaited<ReturnType<typeof createAdmin>>;
let pending: Awaited<ReturnType<typeof createVerifiedAccount>>;

beforeAll(async () => {
  admin = await createAdmin("guard");
  pending = await createVerifiedAccount("pending");
});

async function load(file: string): Promise<RouteModule> {
  const importer = modules[`../../app/${file}`];
  if (!importer) throw new Error(`no module for ${file}`);
  return importer();
}

/** What an attacker would try: promote themself, rename the admin, remove the admin. */
function escalationBody(): FormData {
  const form = new FormData();
  form.set("intent", "approve");
  form.set("userId", pending.userId);
  form.set("name", "Hijacked");
  form.set("password", TEST_PASSWORD);
  return form;
}

async function outcome(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    throw new Error(`expected a redirect, got ${JSON.stringify(result)?.slice(0, 200)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

test("the route config has guarded admin routes (the list below is not empty)", () => {
  expect(ROUTES.map((route) => route.file)).toEqual(
    expect.arrayContaining([
      "routes/admin/layout.tsx",
      "routes/admin/dashboard.tsx",
      "routes/admin/settings/users.tsx",
    ]),
  );
});

test.each(ROUTES.map((route) => [route.file, route] as const))(
  "%s: loader and action refuse anonymous and non-admin requests",
  async (_file, route) => {
    const mod = await load(route.file);
    expect(mod.loader, "every admin route has a guarded loader").toBeTypeOf("function");
    const url = `http://localhost:3000${route.url}`;
    const callers = [
      { who: "anonymous", cookie: "", location: /^\/admin\/login(\?|$)/ },
      { who: "non-admin", cookie: pending.cookie, location: /^\/admin\/awaiting-approval$/ },
    ];
    for (const { who, cookie, location } of callers) {
      const headers = cookie ? { cookie } : undefined;
      const get = await outcome(() =>
        mod.loader!({ request: new Request(url, { headers }), params: {}, context }),
      );
      expect([get.status, who]).toEqual([302, who]);
      expect(get.headers.get("location")).toMatch(location);
      if (!mod.action) continue;
      const post = await outcome(() =>
        mod.action!({
          request: new Request(url, { method: "POST", headers, body: escalationBody() }),
          params: {},
          context,
        }),
      );
      expect([post.status, who]).toEqual([302, who]);
      expect(post.headers.get("location")).toMatch(location);
    }
    // The same call with an admin's session gets past the guard (so this test can fail):
    // whatever the page answers (data, a 404, or the list a made-up id sends the admin
    // back to), it is no redirect to sign-in or to the waiting page.
    const allowed = await Promise.resolve()
      .then(() =>
        mod.loader!({
          request: new Request(url, { headers: { cookie: admin.cookie } }),
          params: {},
          context,
        }),
      )
      .catch((thrown: unknown) => thrown);
    const refusedTo =
      allowed instanceof Response && allowed.status === 302
        ? (allowed.headers.get("location") ?? "")
        : "";
    expect(refusedTo).not.toMatch(/^\/admin\/(login|awaiting-approval)/);
    if (refusedTo) expect(refusedTo).toMatch(/^\/admin\//);
  },
);

test("nothing changed: the waiting account is no admin, the admin is intact, nothing was audited", async () => {
  const [waiting] = await db().select().from(users).where(eq(users.id, pending.userId));
  expect(waiting).toMatchObject({ role: "user", banned: false });
  const [intact] = await db().select().from(users).where(eq(users.id, admin.id));
  expect(intact?.name).toBe("Admin guard");
  const changes = await db().select().from(auditLog).where(eq(auditLog.targetId, pending.userId));
  expect(changes.filter((entry) => entry.action.startsWith("user."))).toEqual([]);
});
