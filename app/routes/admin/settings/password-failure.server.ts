import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { lockedMessage, SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import type { PasswordCheckFailure } from "~/modules/accounts/password-check.server";

type Replyable = {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
};

/**
 * The answer to a settings form confirmed with a wrong password: the message
 * on the password field (400), or — while the account is locked — above the
 * form (429 with Retry-After). `extra` says which form it belongs to.
 */
export function passwordFailure<const Extra extends object>(
  submission: Replyable,
  failure: PasswordCheckFailure,
  field: string,
  extra: Extra,
) {
  if (failure.reason === "locked") {
    const retryAfter = failure.retryAfterSeconds ?? 0;
    const result = submission.reply({ formErrors: [lockedMessage(retryAfter)], resetForm: true });
    return data(
      { ...extra, result },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  const result = submission.reply({
    fieldErrors: { [field]: [SETTINGS_MESSAGES.wrongPassword] },
    hideFields: [field],
  });
  return data({ ...extra, result }, { status: 400 });
}
