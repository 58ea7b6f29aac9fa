import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import {
  AccountSettings,
  type SettingsActionData,
  type SettingsForm,
} from "~/components/admin/settings/account-settings";
import { AccountSectionLinks, SettingsHeader } from "~/components/admin/settings/settings-nav";
import { lockedMessage, SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import {
  ChangePasswordSchema,
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  ProfileSchema,
  UserActionSchema,
  type UserAction,
} from "~/modules/accounts/account-schema";
import type { PasswordCheckFailure } from "~/modules/accounts/password-check.server";
import { changePassword, updateProfileName } from "~/modules/accounts/profile.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import {
  settingsNotice,
  settingsPathWithNotice,
  type SettingsNoticeKey,
} from "~/modules/accounts/settings-notices";
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  getPendingSetup,
  getTwoFactorStatus,
  startTwoFactorSetup,
} from "~/modules/accounts/two-factor.server";
import { changeAccount, listAccountsForAdmin } from "~/modules/accounts/users.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Settings");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const params = readSearchParams(request, ["remove", "notice"]);
  const twoFactor = await getTwoFactorStatus(user);
  const [pendingSetup, accounts] = await Promise.all([
    twoFactor === "pending" ? getPendingSetup(user) : null,
    listAccountsForAdmin(),
  ]);
  const removeId = params.get("remove");
  return {
    me: { id: user.id, name: user.name, email: user.email },
    twoFactor,
    pendingSetup,
    accounts,
    confirmRemove: accounts.some((account) => account.id === removeId) ? removeId : null,
    notice: settingsNotice(params),
  };
}

function answer(body: SettingsActionData, status: number, headers?: HeadersInit) {
  return data(body, { status, headers });
}

/** Wrong or locked password → the message on the password field (or the form when locked). */
type Replyable = {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
};

function passwordFailure(
  form: SettingsForm,
  submission: Replyable,
  failure: PasswordCheckFailure,
  field: string,
) {
  if (failure.reason === "locked") {
    const message = lockedMessage(failure.retryAfterSeconds ?? 0);
    return answer(
      { form, result: submission.reply({ formErrors: [message], resetForm: true }) },
      429,
      {
        "Retry-After": String(failure.retryAfterSeconds ?? 0),
      },
    );
  }
  const result = submission.reply({
    fieldErrors: { [field]: [SETTINGS_MESSAGES.wrongPassword] },
    hideFields: [field],
  });
  return answer({ form, result }, 400);
}

const USER_NOTICES: Record<UserAction, SettingsNoticeKey> = {
  approve: "user-approved",
  "revoke-admin": "user-revoked",
  disable: "user-disabled",
  enable: "user-enabled",
  remove: "user-removed",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const client = { request, ip: context.clientIp };
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return answer({ form: "users", message: form.message }, 400);
  const formData = form.formData;
  const intent = formData.get("intent");
  if (typeof intent !== "string") {
    return answer({ form: "users", message: SETTINGS_MESSAGES.invalidRequest }, 400);
  }

  switch (intent) {
    case "update-profile": {
      const submission = parseWithZod(formData, { schema: ProfileSchema });
      if (submission.status !== "success") {
        return answer({ form: "profile", result: submission.reply() }, 400);
      }
      await updateProfileName(submission.value.name, user, client);
      return redirect(settingsPathWithNotice("profile-saved"));
    }
    case "change-password": {
      const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
      const hidden = ["currentPassword", "newPassword", "confirmPassword"];
      if (submission.status !== "success") {
        return answer({ form: "password", result: submission.reply({ hideFields: hidden }) }, 400);
      }
      const changed = await changePassword(submission.value, user, client);
      if (!changed.ok) return passwordFailure("password", submission, changed, "currentPassword");
      return redirect(settingsPathWithNotice("password-changed"), { headers: changed.headers });
    }
    case "enable-two-factor": {
      const submission = parseWithZod(formData, { schema: EnableTwoFactorSchema });
      if (submission.status !== "success") {
        return answer({ form: "enable-two-factor", result: submission.reply() }, 400);
      }
      const started = await startTwoFactorSetup(submission.value.password, user, client);
      if (!started.ok && started.reason === "already-on") {
        return answer(
          { form: "enable-two-factor", message: SETTINGS_MESSAGES.twoFactorAlreadyOn },
          409,
        );
      }
      if (!started.ok) return passwordFailure("enable-two-factor", submission, started, "password");
      return redirect("/admin/settings#two-factor", { headers: started.headers });
    }
    case "confirm-two-factor": {
      const submission = parseWithZod(formData, { schema: ConfirmTwoFactorSchema });
      if (submission.status !== "success") {
        return answer({ form: "confirm-two-factor", result: submission.reply() }, 400);
      }
      const confirmed = await confirmTwoFactorSetup(submission.value.code, user, client);
      if (!confirmed.ok && confirmed.reason === "not-pending") {
        return answer(
          { form: "confirm-two-factor", message: SETTINGS_MESSAGES.twoFactorNotPending },
          409,
        );
      }
      if (!confirmed.ok) {
        const result = submission.reply({
          fieldErrors: {
            code: ["That code is not valid. Check your authenticator app and try again."],
          },
        });
        return answer({ form: "confirm-two-factor", result }, 400);
      }
      // Shown in this one response only; they are never displayed again.
      return answer(
        { form: "confirm-two-factor", backupCodes: confirmed.backupCodes },
        200,
        confirmed.headers,
      );
    }
    case "cancel-two-factor":
      await cancelTwoFactorSetup(user);
      return redirect(settingsPathWithNotice("setup-cancelled"));
    case "disable-two-factor": {
      const submission = parseWithZod(formData, { schema: DisableTwoFactorSchema });
      if (submission.status !== "success") {
        return answer({ form: "disable-two-factor", result: submission.reply() }, 400);
      }
      const disabled = await disableTwoFactor(submission.value.password, user, client);
      if (!disabled.ok && disabled.reason === "already-on") {
        return answer(
          { form: "disable-two-factor", message: SETTINGS_MESSAGES.invalidRequest },
          400,
        );
      }
      if (!disabled.ok)
        return passwordFailure("disable-two-factor", submission, disabled, "password");
      return redirect(settingsPathWithNotice("two-factor-disabled"), { headers: disabled.headers });
    }
  }

  const parsed = UserActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return answer({ form: "users", message: SETTINGS_MESSAGES.invalidRequest }, 400);
  }
  const changed = await changeAccount(user, parsed.data.intent, parsed.data.userId, client.ip);
  if (!changed.ok) return answer({ form: "users", message: changed.message }, changed.status);
  return redirect(settingsPathWithNotice(USER_NOTICES[parsed.data.intent]));
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <SettingsHeader description="Your profile, password and two-factor authentication, and who may use the admin area." />
      <AccountSectionLinks />
      <AccountSettings {...loaderData} actionData={actionData} />
    </>
  );
}
