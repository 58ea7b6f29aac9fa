import { data, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorPanel } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { requireStaff, sessionCookieHeaders } from "~/routes/session-guard.server";
import "~/admin.css";

// Every page inside the shell is guarded by its own loader and action too;
// this loader also renews the session cookie while the admin is active.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, null);
  return data(
    { user: { name: user.name, email: user.email, role: user.role ?? null } },
    { headers: await sessionCookieHeaders(request) },
  );
}

// Run on every navigation: it is the one place that sends the renewed cookie.
export const shouldRevalidate = () => true;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (!layout) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-20">
        <AdminErrorPanel />
      </main>
    );
  }
  return (
    <AdminShell user={layout.user}>
      <AdminErrorPanel />
    </AdminShell>
  );
}
