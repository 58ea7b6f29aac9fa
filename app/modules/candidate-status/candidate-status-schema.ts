// A namespace import, like the application schema (browser bundles drop unused Zod).
import * as z from "zod";
import { APPLICATION_MESSAGES, ApplicationSchema } from "~/modules/applications/application-schema";
import type { ApplicationStatus } from "~/modules/applications/application-status";

/**
 * The candidate's status page (issue 30 item 1): the application in the
 * candidate's words, and what they may do there. Client-safe.
 */

/** A data request's link works this long, and once. */
export const DATA_REQUEST_LINK_HOURS = 24;

/** Page views and posts per address on the status and data pages, per window. */
export const CANDIDATE_PAGE_RATE_LIMIT = { points: 60, durationSeconds: 15 * 60 } as const;

/** The five stages a candidate sees, in order. */
export const CANDIDATE_STAGES = ["received", "review", "interview", "offer", "closed"] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];

export const CANDIDATE_STAGE_LABELS: Record<CandidateStage, string> = {
  received: "Received",
  review: "In review",
  interview: "Interview",
  offer: "Offer",
  closed: "Closed",
};

export const CANDIDATE_STAGE_OF: Record<ApplicationStatus, CandidateStage> = {
  new: "received",
  review: "review",
  interview: "interview",
  offer: "offer",
  hired: "closed",
  rejected: "closed",
  withdrawn: "closed",
};

/** How a closed application ended, in words meant for the candidate. */
export const CLOSED_OUTCOMES: Partial<Record<ApplicationStatus, string>> = {
  hired: "Offer accepted",
  rejected: "Not selected this time",
  withdrawn: "Withdrawn by you",
};

/** What happens next, per status: honest, and never a promise the team cannot keep. */
export const NEXT_STEPS: Record<ApplicationStatus, string> = {
  new: "Your application has arrived and is waiting for a recruiter. You can still replace your résumé until they start reviewing it.",
  review:
    "A recruiter is reading your application. If your background fits the role, they will contact you to arrange an interview.",
  interview:
    "You are in the interview stage. Your recruiter arranges each conversation with you directly by e-mail or phone.",
  offer:
    "We would like to work with you. Your recruiter will go through the offer with you; take the time you need to decide.",
  hired: "Welcome aboard — your recruiter will be in touch about your start.",
  rejected:
    "We decided not to move forward with this application. Thank you for your time; you are welcome to apply for other roles.",
  withdrawn:
    "You withdrew this application, so nobody will act on it any more. You are welcome to apply again at any time.",
};

/** Statuses from which the candidate may still withdraw. */
export const WITHDRAWABLE: readonly ApplicationStatus[] = ["new", "review", "interview", "offer"];

export const CANDIDATE_MESSAGES = {
  withdrawn: "Your application was withdrawn. The hiring team sees this straight away.",
  resumeReplaced: "Your new résumé replaced the old one.",
  exportRequested: `We sent an e-mail to the address you applied with. Open its link within ${DATA_REQUEST_LINK_HOURS} hours to download a copy of your data.`,
  eraseRequested: `We sent an e-mail to the address you applied with. Open its link within ${DATA_REQUEST_LINK_HOURS} hours to confirm the erasure.`,
  cannotWithdraw: "This application is already closed.",
  resumeLocked:
    "A recruiter has started reviewing your application, so the résumé can no longer be replaced.",
  tooManyRequests: "Too many requests from your network. Please wait a few minutes and try again.",
  unreadable: "That request could not be understood. Please reload the page and try again.",
  intentRequired: "Choose what you would like to do.",
} as const;

/** The status page's posts: one schema, each button an intent (the résumé only for its own). */
const CANDIDATE_INTENTS = [
  "withdraw",
  "replace-resume",
  "request-export",
  "request-erase",
] as const;
export type CandidateIntent = (typeof CANDIDATE_INTENTS)[number];

export const CandidateActionSchema = z
  .object({
    intent: z.enum(CANDIDATE_INTENTS, { error: CANDIDATE_MESSAGES.intentRequired }),
    // The apply form's own file rule: PDF, at most 5 MB, with its words.
    resume: ApplicationSchema.shape.resume.optional(),
  })
  .superRefine((value, context) => {
    if (value.intent === "replace-resume" && !value.resume) {
      context.addIssue({
        code: "custom",
        path: ["resume"],
        message: APPLICATION_MESSAGES.resumeRequired,
      });
    }
  });

/** The data-request page's one post. */
export const DataRequestConfirmSchema = z.object({
  intent: z.enum(["confirm"], { error: CANDIDATE_MESSAGES.unreadable }),
});

/** The page confirms the last action through `?done=`; one of these words. */
export const DONE_NOTICES = {
  withdrawn: CANDIDATE_MESSAGES.withdrawn,
  resume: CANDIDATE_MESSAGES.resumeReplaced,
  export: CANDIDATE_MESSAGES.exportRequested,
  erase: CANDIDATE_MESSAGES.eraseRequested,
} as const;
export type DoneNotice = keyof typeof DONE_NOTICES;
