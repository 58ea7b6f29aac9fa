import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireStaff } from "~/routes/session-guard.server";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";

// The sidebar's "Settings" opens the first tab (each tab has its own URL).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, null);
  return redirect(SETTINGS_PATHS.profile);
}
