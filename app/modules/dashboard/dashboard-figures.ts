/** Statuses that count as a conversion: the applicant got an offer or was hired. */
export const CONVERTED_STATUSES = ["offer", "hired"] as const;

/** The share of applications that converted, as a whole percent ("0%" when there are none). */
export function conversionRate(converted: number, total: number): string {
  if (total <= 0) return "0%";
  return `${Math.round((converted / total) * 100)}%`;
}
