import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/two-factor";
import { passwordFailure } from "./password-failure.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { TwoFactorPanel, type TwoFactorForm } from "~/components/admin/settings/two-factor-panel";
import { LOGIN_MESSAGES, SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import {
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
} from "~/modules/accounts/account-schema";
import { backupCodesFileName, backupCodesSheet } from "~/modules/accounts/backup-codes";
import { requireStaff } from "~/routes/session-guard.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { SETTINGS_PATHS, TWO_FACTOR_NOTICES } from "~/modules/accounts/settings-notices";
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  getPendingSetup,
  getTwoFactorStatus,
  hasPassword,
  startTwoFactorSetup,
} from "~/modules/accounts/two-factor.server";
import { hasVerifiedSmsFactor } from "~/modules/accounts/sms-factor.server";
import { isTwoFactorRequired } from "~/modules/accounts/two-factor-policy.server";
import { Notice } from "~/components/ui/notice";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";
import { retryAfterHeaders } from "~/utils/retry-after";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Two-factor authentication");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, null);
  const status = await getTwoFactorStatus(user);
  return {
    status,
    hasPassword: await hasPassword(user.id),
    smsOn: await hasVerifiedSmsFactor(user.id),
    setupRequired: !user.twoFactorEnabled && (await isTwoFactorRequired()),
    pendingSetup: status === "pending" ? await getPendingSetup(user) : null,
    notice: noticeFrom(readSearchParams(request, ["notice"]), TWO_FACTOR_NOTICES),
  };
}

function refuse(form: TwoFactorForm | null, message: string, status: number) {
  return data({ form, message }, { status });
}

// Without JavaScript, the 429's Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, null);
  const client = { request, ip: context.clientIp };
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return refuse(null, form.message, 400);
  const formData = form.formData;

  switch (formData.get("intent")) {
    case "enable-two-factor": {
      if (!(await hasPassword(user.id))) {
        const started = await startTwoFactorSetup(null, user, client);
        if (started.ok) return redirect(SETTINGS_PATHS.twoFactor, { headers: started.headers });
        const message =
          started.reason === "already-on"
            ? SETTINGS_MESSAGES.twoFactorAlreadyOn
            : SETTINGS_MESSAGES.invalidRequest;
        return refuse("enable-two-factor", message, 409);
      }
      const submission = parseWithZod(formData, { schema: EnableTwoFactorSchema });
      if (submission.status !== "success") {
        return data(
          { form: "enable-two-factor" as const, result: submission.reply() },
          { status: 400 },
        );
      }
      const started = await startTwoFactorSetup(submission.value.password, user, client);
      if (!started.ok && started.reason === "already-on") {
        return refuse("enable-two-factor", SETTINGS_MESSAGES.twoFactorAlreadyOn, 409);
      }
      if (!started.ok)
        return passwordFailure(submission, started, "password", { form: "enable-two-factor" });
      return redirect(SETTINGS_PATHS.twoFactor, { headers: started.headers });
    }
    case "confirm-two-factor": {
      const submission = parseWithZod(formData, { schema: ConfirmTwoFactorSchema });
      if (submission.status !== "success") {
        return data(
          { form: "confirm-two-factor" as const, result: submission.reply() },
          { status: 400 },
        );
      }
      const confirmed = await confirmTwoFactorSetup(submission.value.code, user, client);
      if (!confirmed.ok && confirmed.reason === "not-pending") {
        return refuse("confirm-two-factor", SETTINGS_MESSAGES.twoFactorNotPending, 409);
      }
      if (!confirmed.ok) {
        const result = submission.reply({ fieldErrors: { code: [LOGIN_MESSAGES.invalidCode] } });
        return data({ form: "confirm-two-factor" as const, result }, { status: 400 });
      }
      // Shown in this one response only; they are never displayed again.
      const { name } = await getCompanyInfo();
      const backupCodes = {
        codes: confirmed.backupCodes,
        sheet: {
          text: backupCodesSheet(confirmed.backupCodes, name, user.email),
          fileName: backupCodesFileName(name),
        },
      };
      return data(
        { form: "confirm-two-factor" as const, backupCodes },
        { headers: confirmed.headers },
      );
    }
    case "cancel-two-factor":
      await cancelTwoFactorSetup(user);
      return redirect(pathWithNotice(SETTINGS_PATHS.twoFactor, "setup-cancelled"));
    case "disable-two-factor": {
      if (!(await hasPassword(user.id))) {
        const disabled = await disableTwoFactor(null, user, client);
        if (!disabled.ok)
          return refuse("disable-two-factor", SETTINGS_MESSAGES.invalidRequest, 400);
        return redirect(pathWithNotice(SETTINGS_PATHS.twoFactor, "two-factor-disabled"), {
          headers: disabled.headers,
        });
      }
      const submission = parseWithZod(formData, { schema: DisableTwoFactorSchema });
      if (submission.status !== "success") {
        return data(
          { form: "disable-two-factor" as const, result: submission.reply() },
          { status: 400 },
        );
      }
      const disabled = await disableTwoFactor(submission.value.password, user, client);
      if (!disabled.ok && disabled.reason === "already-on") {
        return refuse("disable-two-factor", SETTINGS_MESSAGES.invalidRequest, 400);
      }
      if (!disabled.ok) {
        return passwordFailure(submission, disabled, "password", { form: "disable-two-factor" });
      }
      return redirect(pathWithNotice(SETTINGS_PATHS.twoFactor, "two-factor-disabled"), {
        headers: disabled.headers,
      });
    }
    default:
      return refuse(null, SETTINGS_MESSAGES.invalidRequest, 400);
  }
}

export default function TwoFactorSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData;
  return (
    <SettingsPage
      description="A 6-digit code from an authenticator app on every sign-in, with backup codes for emergencies."
      notice={answer ? null : loaderData.notice}
      error={answer && "message" in answer ? answer.message : undefined}
    >
      {loaderData.setupRequired ? (
        <Notice tone="info" className="mb-6">
          <p>{SETTINGS_MESSAGES.twoFactorRequired}</p>
        </Notice>
      ) : null}
      <TwoFactorPanel
        status={loaderData.status}
        hasPassword={loaderData.hasPassword}
        smsOn={loaderData.smsOn}
        pendingSetup={loaderData.pendingSetup}
        backupCodes={answer && "backupCodes" in answer ? answer.backupCodes : undefined}
        lastResult={(form) =>
          answer && "result" in answer && answer.form === form ? answer.result : undefined
        }
      />
    </SettingsPage>
  );
}
