import * as z from "zod";
import { noControlCharacters } from "~/utils/text-rules";

/** Where a recruiter's links are kept (Jobs › Tracking links). */
export const TRACKING_LINKS_PATH = "/admin/jobs/links";

/** The short path a link is shared as: `/j/<code>`. */
export const TRACKING_LINK_PREFIX = "/j/";

/** Random bytes in a code: 6 bytes, 8 base64url characters (2⁴⁸ codes). */
export const TRACKING_CODE_BYTES = 6;
export const TRACKING_CODE = /^[A-Za-z0-9_-]{8}$/;

export const TRACKING_LINK_LIMITS = { channel: 80 } as const;

export const TRACKING_LINK_MESSAGES = {
  job: "Choose the job the link leads to.",
  channel: "Name the channel, for example LinkedIn or Job fair Newark.",
  channelLength: `Keep the channel under ${TRACKING_LINK_LIMITS.channel} characters.`,
  jobGone: "That job no longer exists. Choose another one.",
} as const;

/** The form: which job, and the channel the link is shared on (it becomes the visits' UTM source). */
export const TrackingLinkSchema = z.object({
  jobId: z.string({ error: TRACKING_LINK_MESSAGES.job }).trim().min(1, TRACKING_LINK_MESSAGES.job),
  channel: z
    .string({ error: TRACKING_LINK_MESSAGES.channel })
    .trim()
    .min(1, TRACKING_LINK_MESSAGES.channel)
    .max(TRACKING_LINK_LIMITS.channel, TRACKING_LINK_MESSAGES.channelLength)
    .refine(noControlCharacters, TRACKING_LINK_MESSAGES.channel),
});

export type TrackingLinkInput = z.infer<typeof TrackingLinkSchema>;
