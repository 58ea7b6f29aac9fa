/**
 * What a module's write answers, in the domain's words: the value written,
 * or why not. No HTTP status and no form library's reply — the route layer
 * turns a failure into both, in one place (app/routes/action-result.server.ts,
 * decision 034).
 */
export type FailureReason =
  /** The input breaks a rule: field errors, or a message for the whole form. */
  | "invalid"
  /** The record is gone, or never was. */
  | "not-found"
  /** The record's present state forbids it (in use, the last admin, already attached). */
  | "conflict"
  /** A file over its limit (bytes or pixels). */
  | "too-large"
  /** A file of a type that is not taken. */
  | "unsupported"
  /** A file of the right type whose content cannot be read (cut off, corrupt). */
  | "unreadable"
  /** Something the write depends on is out for now (the database, the mail server): try again. */
  | "unavailable"
  /** The write failed on our side. */
  | "failed";

/** Messages per field name, as a form shows them beside each field. */
export type FieldErrors = Record<string, string[]>;

/** Refused with a message that belongs to no field. */
export type Refusal<Reason extends FailureReason = FailureReason> = {
  ok: false;
  reason: Reason;
  message: string;
  fieldErrors?: undefined;
};

/** Rejected with messages for the fields at fault. */
export type Rejection<Reason extends FailureReason = FailureReason> = {
  ok: false;
  reason: Reason;
  fieldErrors: FieldErrors;
  message?: undefined;
};

export type Failure = Refusal | Rejection;

export type Result<Value, Failed extends Failure = Failure> = { ok: true; value: Value } | Failed;

export const written = <Value>(value: Value) => ({ ok: true, value }) as const;

export const refused = <Reason extends FailureReason>(reason: Reason, message: string) =>
  ({ ok: false, reason, message }) as const;

export const rejected = <Reason extends FailureReason>(reason: Reason, fieldErrors: FieldErrors) =>
  ({ ok: false, reason, fieldErrors }) as const;
