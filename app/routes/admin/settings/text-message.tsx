import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/text-message";
import { passwordFailure } from "./password-failure.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { SmsFactorPanel, type SmsForm } from "~/components/admin/settings/sms-factor-panel";
import { Notice } from "~/components/ui/notice";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { requireStaff } from "~/routes/session-guard.server";
import { SETTINGS_PATHS, SMS_NOTICES } from "~/modules/accounts/settings-notices";
import { hasPassword } from "~/modules/accounts/password-check.server";
import {
  removeSmsSchema,
  smsCodeFormSchema,
  startSmsEnrolmentSchema,
} from "~/modules/accounts/sms-factor-forms";
import { resendWaitMessage, SMS_MESSAGES } from "~/modules/accounts/sms-factor-schema";
import {
  cancelSmsEnrolment,
  confirmSmsEnrolment,
  getSmsFactor,
  removeSmsFactor,
  resendSmsEnrolment,
  startSmsEnrolment,
  type SendResult,
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
    hasPassword: await hasPassword(user.id),
    setupRequired: !user.twoFactorEnabled && (await isTwoFactorRequired()),
    notice: noticeFrom(readSearchParams(request, ["notice"]), SMS_NOTICES),
  };
}

// Without JavaScript, the 429's Retry-After reaches the browser only through here.
export const headers: Route.HeadersFunction = retryAfterHeaders;

const SEND_REFUSALS = {
  limited: [SMS_MESSAGES.tooManySends, 429],
  "resend-wait": [null, 429],
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

type Replyable = Parameters<typeof passwordFailure>[0];

/** A code sent (the page shows the code form) or why not, on the form that asked. */
function sendAnswer<const Form extends SmsForm>(
  form: Form,
  submission: Replyable,
  sent: SendResult,
) {
  if (sent.ok) return redirect(SETTINGS_PATHS.textMessage);
  if (sent.reason === "wrong-password" || sent.reason === "locked") {
    return passwordFailure(submission, sent, "password", { form });
  }
  const [fixed, status] = SEND_REFUSALS[sent.reason];
  const wait = "retryAfterSeconds" in sent ? sent.retryAfterSeconds : null;
  const message = fixed ?? resendWaitMessage(wait ?? 0);
  const result = submission.reply({ formErrors: [message], hideFields: ["password"] });
  return data(
    { form, result },
    { status, headers: wait ? { "Retry-After": String(wait) } : undefined },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, null);
  const ip = context.clientIp;
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const formData = form.formData;

  // Every change is confirmed with the current password, when the account has one.
  const withPassword = await hasPassword(user.id);
  switch (formData.get("intent")) {
    case "send-sms-code": {
      const schema = startSmsEnrolmentSchema(withPassword);
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== "success") {
        return data(
          {
            form: "send-sms-code" as const,
            result: submission.reply({ hideFields: ["password"] }),
          },
          { status: 400 },
        );
      }
      const { phoneNumber, password = null } = submission.value;
      const sent = await startSmsEnrolment({ phoneNumber, password }, user, ip);
      return sendAnswer("send-sms-code", submission, sent);
    }
    case "confirm-sms":
    case "resend-sms-code": {
      // One form, two buttons: Turn on (with the code) and Resend code.
      const submission = parseWithZod(formData, { schema: smsCodeFormSchema(withPassword) });
      if (submission.status !== "success") {
        return data(
          { form: "confirm-sms" as const, result: submission.reply({ hideFields: ["password"] }) },
          { status: 400 },
        );
      }
      const { password = null } = submission.value;
      if (submission.value.intent === "resend-sms-code") {
        const sent = await resendSmsEnrolment(password, user, ip);
        return sendAnswer("confirm-sms", submission, sent);
      }
      const { code } = submission.value;
      const confirmed = await confirmSmsEnrolment({ code, password }, user, ip);
      if (confirmed.ok) return redirect(pathWithNotice(SETTINGS_PATHS.textMessage, "sms-enrolled"));
      if (confirmed.reason === "wrong-password" || confirmed.reason === "locked") {
        return passwordFailure(submission, confirmed, "password", { form: "confirm-sms" as const });
      }
      const [message, status] = CONFIRM_REFUSALS[confirmed.reason];
      const result = submission.reply({ formErrors: [message], hideFields: ["code", "password"] });
      return data({ form: "confirm-sms" as const, result }, { status });
    }
    case "remove-sms": {
      const submission = parseWithZod(formData, { schema: removeSmsSchema(withPassword) });
      if (submission.status !== "success") {
        return data(
          { form: "remove-sms" as const, result: submission.reply({ hideFields: ["password"] }) },
          { status: 400 },
        );
      }
      const removed = await removeSmsFactor(submission.value.password ?? null, user, ip);
      if (removed.ok) return redirect(pathWithNotice(SETTINGS_PATHS.textMessage, "sms-removed"));
      if (removed.reason === "not-on") {
        return data({ message: SMS_MESSAGES.nothingToRemove }, { status: 409 });
      }
      return passwordFailure(submission, removed, "password", { form: "remove-sms" as const });
    }
    case "cancel-sms":
      await cancelSmsEnrolment(user);
      return redirect(SETTINGS_PATHS.textMessage);
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
        hasPassword={loaderData.hasPassword}
        lastResult={(form: SmsForm) =>
          answer && "result" in answer && answer.form === form ? answer.result : undefined
        }
      />
    </SettingsPage>
  );
}
