import type { SubmissionResult } from "@conform-to/react";

/**
 * What an admin write in a module answers: done, the form's field errors
 * (the route returns them with 400), or no such record (404).
 */
export type AdminWriteResult<Value> =
  | { status: "done"; value: Value }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "not-found" };
