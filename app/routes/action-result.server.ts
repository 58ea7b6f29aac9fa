import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Failure, FailureReason, Refusal } from "~/utils/domain-result";

/**
 * The one place where a module's domain result becomes HTTP (decision 034):
 * the status each failure answers with, and the form's reply (Conform's
 * field errors with every value kept as typed) or a message. Every route
 * action answers a module's failure through these.
 */

export const HTTP_STATUS = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  unsupported: 415,
  unreadable: 422,
  failed: 500,
  unavailable: 503,
} as const satisfies Record<FailureReason, number>;

export function statusOf(failure: { reason: FailureReason }): number {
  return HTTP_STATUS[failure.reason];
}

/** What a reply needs of Conform's parsed submission. */
export type ParsedForm = {
  status?: "error" | "success";
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
};

type Extra = Record<string, unknown>;

/** A failure with a message that belongs to no field: `{ message }`. */
export function refusalReply<Fields extends Extra = Record<never, never>>(
  failure: Refusal,
  extra?: Fields,
) {
  return data({ ...(extra as Fields), message: failure.message }, { status: statusOf(failure) });
}

/** A form that did not parse: 400 with its field errors, the values as typed. */
export function invalidFormReply<Fields extends Extra = Record<never, never>>(
  submission: ParsedForm,
  extra?: Fields,
) {
  return data({ ...(extra as Fields), result: submission.reply() }, { status: 400 });
}

/**
 * A form with add and remove buttons for its lists (the job form, the
 * company's offices) that did
 * not parse: such a button pressed without JavaScript comes back with no
 * status, and the page answers 200 with the list changed — no error, the
 * form goes on. Anything else is invalid: 400.
 */
export function unfinishedFormReply(submission: ParsedForm) {
  const status = submission.status === "error" ? 400 : 200;
  return data({ result: submission.reply() }, { status });
}

/** A parsed form the module refused: its messages on the form, the values as typed. */
export function failedFormReply<Fields extends Extra = Record<never, never>>(
  submission: ParsedForm,
  failure: Failure,
  extra?: Fields,
) {
  const result = failure.fieldErrors
    ? submission.reply({ fieldErrors: failure.fieldErrors })
    : submission.reply({ formErrors: [failure.message] });
  return data({ ...(extra as Fields), result }, { status: statusOf(failure) });
}

/** A body that could not be read as the form (readForm's refusal), as the form's reply. */
export function unreadableFormReply(message: string) {
  return data({ result: { status: "error" as const, error: { "": [message] } } }, { status: 400 });
}
