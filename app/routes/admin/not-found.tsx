import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { AdminStatusPanel } from "~/components/admin/admin-error";
import { requireStaff } from "~/routes/session-guard.server";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Page not found");

// Unknown /admin paths (e.g. a section not built yet) are guarded like the
// rest: anonymous visitors go to the sign-in page, admins get a 404.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, null);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <AdminStatusPanel status={404} />;
}
