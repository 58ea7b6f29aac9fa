import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/password";
import { passwordFailure } from "./password-failure.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { PasswordForm } from "~/components/admin/settings/password-form";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { ChangePasswordSchema } from "~/modules/accounts/account-schema";
import { changePassword } from "~/modules/accounts/profile.server";
import { requireStaff } from "~/routes/session-guard.server";
import { PASSWORD_NOTICES, SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";
import { retryAfterHeaders } from "~/utils/retry-after";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Password");

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, null);
  return { notice: noticeFrom(readSearchParams(request, ["notice"]), PASSWORD_NOTICES) };
}

// Without JavaScript, the 429's Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, null);
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const submission = parseWithZod(form.formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const changed = await changePassword(submission.value, user, { request, ip: context.clientIp });
  if (!changed.ok) return passwordFailure(submission, changed, "currentPassword", {});
  return redirect(pathWithNotice(SETTINGS_PATHS.password, "password-changed"), {
    headers: changed.headers,
  });
}

export default function PasswordSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      description="Changing your password signs you out on every other device."
      notice={actionData ? null : loaderData.notice}
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <PasswordForm
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </SettingsPage>
  );
}
