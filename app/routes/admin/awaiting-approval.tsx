import { redirect } from "react-router";
import type { Route } from "./+types/awaiting-approval";
import { AuthPage } from "~/components/admin/auth-page";
import { LogoutButton } from "~/components/admin/logout-button";
import { buttonClasses } from "~/components/ui/button";
import { Hourglass } from "~/components/ui/icons";
import { requireUser } from "~/routes/session-guard.server";
import { isApprovedStaff } from "~/modules/roles/user-state";
import { adminMeta } from "~/components/admin/admin-meta";
import "~/admin.css";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Awaiting approval");

// A signed-in account that is not (yet) an administrator lands here. It shows
// the person's own name and email and nothing from the admin area.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (isApprovedStaff(user)) throw redirect("/admin");
  return { name: user.name, email: user.email };
}

export default function AwaitingApprovalPage({ loaderData }: Route.ComponentProps) {
  return (
    <AuthPage
      title="Your account is awaiting approval"
      icon={<Hourglass aria-hidden="true" className="h-6 w-6" />}
    >
      <div className="space-y-4 text-slate-700">
        <p>
          Thanks, {loaderData.name}. Your email address{" "}
          <strong className="font-semibold text-navy-900">{loaderData.email}</strong> is verified.
        </p>
        <p>
          An administrator has to approve your account before you can use the admin area. We have
          let them know. Once you are approved, reload this page to continue.
        </p>
      </div>
      <div className="mt-8">
        <LogoutButton label="Sign out" className={buttonClasses("secondary", "md")} />
      </div>
    </AuthPage>
  );
}
