import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/text-message";
import { adminMeta } from "~/components/admin/admin-meta";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { SmsFactorPanel, type SmsForm } from "~/components/admin/settings/sms-factor-panel";
import { Notice } from "~/components/ui/notice";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { requireStaff } from "~/modules/accounts/session.server";
import { SETTINGS_PATHS, SMS_NOTICES } from "~/modules/accounts/settings-notices";
import {
  ConfirmSmsEnrolmentSchema,
  SMS_MESSAGES,
  StartSmsEnrolmentSchema,
} from "~/modules/accounts/sms-factor-schema";
import {
  confirmSmsEnrolment,
  getSmsFactor,
  removeSmsFactor,
  startSmsEnrolment,
} from "~/modules/accounts/sms-factor.server";
import { isTwoFactorRequired } from "~/modules/accounts/two-factor-policy.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { retryAfterHeaders } from "~/utils/retry-after";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Text message");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, null);
  return {
    factor: await getSmsFactor(user.id),
    setupRequired: !user.twoFactorEnabled && (await isTwoFactorRequired()),
    notice: noticeFrom(readSearchParams(request, ["notice"]), SMS_NOTICES),
  };
}

// Without JavaScript, the 429's Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

const SEND_REFUSALS = {
  limited: [SMS_MESSAGES.tooManySends, 429],
  failed: [SMS_MESSAGES.sendFailed, 502],
  "already-on": [SMS_MESSAGES.alreadyEnrolled, 409],
  "no-phone": [SETTINGS_MESSAGES.invalidRequest, 400],
} as const;

const CONFIRM_REFUSALS = {
  invalid: [SMS_MESSAGES.invalidCode, 400],
  expired: [SMS_MESSAGES.expiredCode, 400],
  // Not a wait: asking for a new code ends it (so no 429 without a Retry-After).
  "too-many": [SMS_MESSAGES.tooManyCodes, 409],
  "not-pending": [SMS_MESSAGES.nothingPending, 409],
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, null);
  const ip = context.clientIp;
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const formData = form.formData;

  switch (formData.get("intent")) {
    case "send-sms-code": {
      const submission = parseWithZod(formData, { schema: StartSmsEnrolmentSchema });
      if (submission.status !== "success") {
        return data(
          { form: "send-sms-code" as const, result: submission.reply() },
          { status: 400 },
        );
      }
      const sent = await startSmsEnrolment(submission.value.phoneNumber, user);
      if (sent.ok) return redirect(SETTINGS_PATHS.textMessage);
      const [message, status] = SEND_REFUSALS[sent.reason];
      const result = submission.reply({ formErrors: [message] });
      const wait = sent.reason === "limited" ? String(sent.retryAfterSeconds) : null;
      return data(
        { form: "send-sms-code" as const, result },
        { status, headers: wait ? { "Retry-After": wait } : undefined },
      );
    }
    case "confirm-sms": {
      const submission = parseWithZod(formData, { schema: ConfirmSmsEnrolmentSchema });
      if (submission.status !== "success") {
        return data({ form: "confirm-sms" as const, result: submission.reply() }, { status: 400 });
      }
      const confirmed = await confirmSmsEnrolment(submission.value.code, user, ip);
      if (confirmed.ok) return redirect(pathWithNotice(SETTINGS_PATHS.textMessage, "sms-enrolled"));
      const [message, status] = CONFIRM_REFUSALS[confirmed.reason];
      const result = submission.reply({ formErrors: [message], hideFields: ["code"] });
      return data({ form: "confirm-sms" as const, result }, { status });
    }
    case "remove-sms":
      await removeSmsFactor(user, ip);
      return redirect(pathWithNotice(SETTINGS_PATHS.textMessage, "sms-removed"));
    default:
      return data({ message: SETTINGS_MESSAGES.invalidRequest }, { status: 400 });
  }
}

export default function TextMessageSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData;
  return (
    <SettingsPage
      description="A 6-digit code sent to your phone by text message when you sign in — an alternative to an authenticator app."
      notice={answer ? null : loaderData.notice}
      error={answer && "message" in answer ? answer.message : undefined}
    >
      {loaderData.setupRequired ? (
        <Notice tone="info" className="mb-6">
          <p>{SETTINGS_MESSAGES.twoFactorRequired}</p>
        </Notice>
      ) : null}
      <SmsFactorPanel
        factor={loaderData.factor}
        lastResult={(form: SmsForm) =>
          answer && "result" in answer && answer.form === form ? answer.result : undefined
        }
      />
    </SettingsPage>
  );
}
