import { isDatabaseUnavailableError } from "~/utils/database-errors.server";
import { countDatabaseError } from "~/utils/metrics.server";

/** Seconds a visitor is asked to wait when a submission could not be stored. */
const RETRY_AFTER_SECONDS = "30";

/** Whether the hidden field people never see (bots fill it in) has a value. */
export function isHoneypotFilled(formData: FormData, field: string): boolean {
  const value = formData.get(field);
  return typeof value === "string" && value.trim() !== "";
}

export type StoredSubmission<T> =
  /** A bot: answer like a success, nothing was stored or sent. */
  | { outcome: "bot" }
  | { outcome: "stored"; value: T }
  /** The database was unreachable: answer 503 with these headers, keeping what was typed. */
  | { outcome: "unavailable"; headers: Record<string, string> };

/**
 * The last steps the public forms (contact, apply) share, in one order,
 * after their own rate limit and validation: a filled honeypot stores and
 * sends nothing; otherwise `store` runs, and a database outage becomes an
 * "unavailable" outcome instead of a 500. Any other error is a bug and
 * propagates.
 */
export async function storePublicSubmission<T>(
  formData: FormData,
  honeypotField: string,
  store: () => Promise<T>,
): Promise<StoredSubmission<T>> {
  if (isHoneypotFilled(formData, honeypotField)) return { outcome: "bot" };
  try {
    return { outcome: "stored", value: await store() };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    countDatabaseError("unavailable");
    return { outcome: "unavailable", headers: { "Retry-After": RETRY_AFTER_SECONDS } };
  }
}
