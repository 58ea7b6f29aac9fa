import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/users";
import { adminMeta } from "~/components/admin/admin-meta";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { TwoFactorPolicyForm } from "~/components/admin/settings/two-factor-policy-form";
import { isConfirmedAction } from "~/components/admin/settings/user-actions";
import { UsersList } from "~/components/admin/settings/users-list";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import {
  PlainUserActionSchema,
  RoleChoiceSchema,
  TwoFactorPolicySchema,
  type UserAction,
} from "~/modules/accounts/account-schema";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { refusalReply } from "~/routes/action-result.server";
import {
  SECURITY_NOTICES,
  SETTINGS_PATHS,
  USER_NOTICES,
} from "~/modules/accounts/settings-notices";
import {
  isTwoFactorRequired,
  setTwoFactorRequired,
} from "~/modules/accounts/two-factor-policy.server";
import {
  changeAccount,
  listAccountsForAdmin,
  type AccountChange,
} from "~/modules/accounts/users.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Users");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "users");
  const params = readSearchParams(request, ["confirm", "user", "notice"]);
  const accounts = await listAccountsForAdmin();
  // The confirm step of Revoke access, Disable or Remove without JavaScript.
  const action = params.get("confirm");
  const userId = params.get("user");
  const confirm =
    isConfirmedAction(action) && accounts.some((account) => account.id === userId)
      ? { action, userId: userId! }
      : null;
  return {
    meId: user.id,
    accounts,
    confirm,
    notice: noticeFrom(params, { ...USER_NOTICES, ...SECURITY_NOTICES }),
    requireTwoFactor: await isTwoFactorRequired(),
  };
}

const DONE: Record<UserAction, keyof typeof USER_NOTICES> = {
  approve: "user-approved",
  "set-role": "role-changed",
  revoke: "user-revoked",
  disable: "user-disabled",
  enable: "user-enabled",
  remove: "user-removed",
};

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "users");
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  if (form.formData.get("intent") === "two-factor-policy") {
    const policy = TwoFactorPolicySchema.safeParse(Object.fromEntries(form.formData));
    if (!policy.success || !(await setTwoFactorRequired(policy.data.required, actor))) {
      return data({ message: SETTINGS_MESSAGES.invalidRequest }, { status: 400 });
    }
    const notice = policy.data.required ? "two-factor-required" : "two-factor-optional";
    return redirect(pathWithNotice(SETTINGS_PATHS.users, notice));
  }
  const intent = form.formData.get("intent");
  let change: AccountChange;
  let userId: string;
  if (intent === "approve" || intent === "set-role") {
    // A missing role is the form's field message, on the row that asked.
    const submission = parseWithZod(form.formData, { schema: RoleChoiceSchema });
    if (submission.status !== "success") {
      const row = String(form.formData.get("userId") ?? "");
      return data({ roleReply: { userId: row, result: submission.reply() } }, { status: 400 });
    }
    change = { action: submission.value.intent, role: submission.value.role };
    userId = submission.value.userId;
  } else {
    const parsed = PlainUserActionSchema.safeParse(Object.fromEntries(form.formData));
    if (!parsed.success) {
      return data({ message: SETTINGS_MESSAGES.invalidRequest }, { status: 400 });
    }
    change = { action: parsed.data.intent };
    userId = parsed.data.userId;
  }
  const changed = await changeAccount(actor, change, userId);
  if (!changed.ok) return refusalReply(changed);
  return redirect(pathWithNotice(SETTINGS_PATHS.users, DONE[change.action]));
}

export default function UsersSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const roleReply = actionData && "roleReply" in actionData ? actionData.roleReply : null;
  // A role form for an account not on the list (gone meanwhile, or forged) has no row to show it.
  const rowless =
    roleReply !== null && !loaderData.accounts.some((account) => account.id === roleReply.userId);
  return (
    <SettingsPage
      description="Everyone with an account. New accounts verify their email, then wait for an administrator's approval."
      notice={actionData ? null : loaderData.notice}
      error={
        actionData && "message" in actionData
          ? actionData.message
          : rowless
            ? SETTINGS_MESSAGES.invalidRequest
            : undefined
      }
    >
      <TwoFactorPolicyForm required={loaderData.requireTwoFactor} />
      <UsersList
        accounts={loaderData.accounts}
        meId={loaderData.meId}
        confirm={loaderData.confirm}
        roleReply={roleReply}
      />
    </SettingsPage>
  );
}
