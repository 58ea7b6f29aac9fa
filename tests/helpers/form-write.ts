import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { failedFormReply, statusOf } from "~/routes/action-result.server";
import type { Failure, Result } from "~/utils/domain-result";

/**
 * Module writes take the form as the route parsed it. These helpers call
 * them the way a form route does: the body parsed with the form's schema
 * (Conform), the value handed on, a failure answered through
 * app/routes/action-result.server.ts.
 */

/** The form's value as its schema parses it; throws when it does not parse. */
export function parsedForm<Schema extends z.ZodType>(
  schema: Schema,
  formData: FormData,
): z.output<Schema> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    throw new Error(`form does not parse: ${JSON.stringify(submission.error)}`);
  }
  return submission.value as z.output<Schema>;
}

/** A failure as the route answers it: the status and the form's reply. */
export type FormFailure = Failure & { status: number; result: SubmissionResult<string[]> };

/** Parse, write, answer: what the form's route sends back (or the written value). */
export async function writeForm<Schema extends z.ZodType, Value>(
  schema: Schema,
  formData: FormData,
  write: (input: z.output<Schema>) => Promise<Result<Value>>,
): Promise<{ ok: true; value: Value } | FormFailure> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const fieldErrors = { ...submission.error } as Record<string, string[]>;
    return { ok: false, reason: "invalid", fieldErrors, status: 400, result: submission.reply() };
  }
  const outcome = await write(submission.value as z.output<Schema>);
  if (outcome.ok) return outcome;
  const reply = failedFormReply(submission, outcome);
  return { ...outcome, status: statusOf(outcome), result: reply.data.result };
}
