import * as z from "zod";

/** The "Invite to apply" button's form (one per matched person): which application it came from. */
export const InviteSchema = z.object({
  intent: z.literal("invite"),
  applicationId: z.uuid(),
});

export type InviteInput = z.infer<typeof InviteSchema>;

export const INVITE_MESSAGES = {
  notOpen: "Invitations go out only for an open job: open it on the careers page first.",
  notMatched:
    "This person can no longer be invited: their consent, their application or this job changed.",
  sent: (name: string) => `Invitation sent to ${name}.`,
  already: (date: string) => `Already invited on ${date}. Nothing was sent.`,
} as const;

/** The page of a job's matching people. */
export const matchesPath = (jobId: string) => `/admin/jobs/matches/${encodeURIComponent(jobId)}`;
