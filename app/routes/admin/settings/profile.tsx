import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { adminMeta } from "~/components/admin/admin-meta";
import { ProfileForm } from "~/components/admin/settings/profile-form";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { ProfileSchema } from "~/modules/accounts/account-schema";
import { updateProfileName } from "~/modules/accounts/profile.server";
import { requireStaff } from "~/routes/session-guard.server";
import { PROFILE_NOTICES, SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Profile");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, null);
  const notice = noticeFrom(readSearchParams(request, ["notice"]), PROFILE_NOTICES);
  return { name: user.name, email: user.email, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, null);
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const submission = parseWithZod(form.formData, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await updateProfileName(submission.value.name, user, { request, ip: context.clientIp });
  return redirect(pathWithNotice(SETTINGS_PATHS.profile, "profile-saved"));
}

export default function ProfileSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      description="The name shown in the admin area."
      notice={actionData ? null : loaderData.notice}
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <ProfileForm
        name={loaderData.name}
        email={loaderData.email}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </SettingsPage>
  );
}
