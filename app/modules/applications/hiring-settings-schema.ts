import { z } from "zod";
import {
  DEFAULT_PAY_PLACES,
  formatPayPlaces,
  payPlacesField,
} from "~/modules/jobs/pay-transparency";

/**
 * Settings › Hiring (issue 30 items 2 and 7): the response target, the daily
 * digest and the places whose law requires a pay range. Client-safe: the form and the server read the same schema and
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
  /** The textarea "Name: word, word" a line, read into the list (decision 047). */
  payTransparencyPlaces: payPlacesField,
});
export type HiringSettings = z.output<typeof HiringSettingsSchema>;
/** The form's values: the places as the textarea holds them. */
export type HiringSettingsFormValues = z.input<typeof HiringSettingsSchema>;

export const HIRING_SETTINGS_DEFAULTS: HiringSettings = {
  responseTargetDays: RESPONSE_TARGET_DEFAULT_DAYS,
  overdueDigest: true,
  payTransparencyPlaces: [...DEFAULT_PAY_PLACES],
};

export function hiringSettingsFormValues(settings: HiringSettings): HiringSettingsFormValues {
  return { ...settings, payTransparencyPlaces: formatPayPlaces(settings.payTransparencyPlaces) };
}
