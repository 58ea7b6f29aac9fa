import { z } from "zod";

/**
 * Settings › Hiring (issue 30 item 2): the response target and the daily
 * digest. Client-safe: the form and the server read the same schema and
 * limits.
 */

/** A new application should be answered within this many business days (decision 044). */
export const RESPONSE_TARGET_DEFAULT_DAYS = 5;
export const RESPONSE_TARGET_LIMITS = { min: 1, max: 30 } as const;

export const HIRING_SETTINGS_MESSAGES = {
  target: `Enter a whole number of business days from ${RESPONSE_TARGET_LIMITS.min} to ${RESPONSE_TARGET_LIMITS.max}`,
} as const;

export const HiringSettingsSchema = z.object({
  responseTargetDays: z
    .number({ error: HIRING_SETTINGS_MESSAGES.target })
    .int(HIRING_SETTINGS_MESSAGES.target)
    .min(RESPONSE_TARGET_LIMITS.min, HIRING_SETTINGS_MESSAGES.target)
    .max(RESPONSE_TARGET_LIMITS.max, HIRING_SETTINGS_MESSAGES.target),
  /** The daily e-mail to recruiters and administrators listing overdue applications. */
  overdueDigest: z.boolean().default(false),
});
export type HiringSettings = z.infer<typeof HiringSettingsSchema>;

export const HIRING_SETTINGS_DEFAULTS: HiringSettings = {
  responseTargetDays: RESPONSE_TARGET_DEFAULT_DAYS,
  overdueDigest: true,
};
