import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { loginPathWithNotice } from "~/modules/accounts/login-notices";
import { signOut } from "~/modules/accounts/sign-in.server";

// Signing out changes state, so only a POST does it (a link or a prefetch
// cannot sign anyone out); a GET just goes back to the admin area.
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut({ request, ip: context.clientIp });
  return redirect(loginPathWithNotice("signed-out"), { headers });
}
