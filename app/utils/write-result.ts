import type { SubmissionResult } from "@conform-to/react";

/**
 * What every write in a module answers, one shape for all of them:
 * - `ok: true` with the written value;
 * - `ok: false` with the HTTP status the route answers with and either the
 *   form's reply (`result`: field errors, values kept as typed) or a
 *   `message` that belongs to no field. 200 is a form that is not saved yet
 *   but goes on (a row added to a list without JavaScript).
 */
export type WriteResult<Value, Failure extends WriteFailure = WriteFailure> =
  { ok: true; value: Value } | Failure;

export type WriteFailureStatus = 200 | 400 | 404 | 409 | 413 | 415 | 422 | 500 | 503;

/** Refused with a message that belongs to no field. */
export type Refusal = {
  ok: false;
  status: WriteFailureStatus;
  message: string;
  result?: undefined;
};

/** Rejected with the form's reply: field errors, the values kept as typed. */
export type Rejection = {
  ok: false;
  status: WriteFailureStatus;
  result: SubmissionResult<string[]>;
  message?: undefined;
};

export type WriteFailure = Refusal | Rejection;

export const written = <Value>(value: Value) => ({ ok: true, value }) as const;

export const refused = <Status extends WriteFailureStatus>(status: Status, message: string) =>
  ({ ok: false, status, message }) as const;

export const rejected = <Status extends WriteFailureStatus>(
  status: Status,
  result: SubmissionResult<string[]>,
) => ({ ok: false, status, result }) as const;
