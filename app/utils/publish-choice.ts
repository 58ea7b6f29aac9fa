import { z } from "zod";
import { companyWallTimeToInstant } from "./calendar-dates";

/**
 * One choice for when something goes live (a job, a post): now, at a time, or
 * not yet. Radio buttons rather than a checkbox beside a date field, so a time
 * can never be typed and then silently dropped because "publish now" stayed
 * ticked. Shared by the form (as you type) and the server (before a write).
 */
export const PUBLISH_CHOICES = ["now", "schedule", "draft"] as const;

export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

export const PUBLISH_CHOICE_MESSAGES = {
  choice: "Choose when to publish",
  atRequired: "Enter the date and time to publish at",
  atInvalid: "Enter the date and time as a real date and time",
  atPast: "Choose a time in the future, or publish now",
} as const;

/** The choice's field: anything else is refused with a message. */
export const publishChoiceField = z.enum(PUBLISH_CHOICES, {
  error: PUBLISH_CHOICE_MESSAGES.choice,
});

/** The time field (a wall time on the company's clock, "2026-11-26T09:00"): checked with the choice. */
export const publishAtField = z.string().trim().optional();

/**
 * The rules that join the two fields: a schedule needs a real time that is
 * still ahead; with any other choice the time is ignored (and not checked).
 */
export function checkPublishChoice(
  value: { publish?: PublishChoice; at?: string },
  context: z.RefinementCtx,
  atPath: string,
  now: Date = new Date(),
): void {
  if (value.publish !== "schedule") return;
  const issue = (message: string) => context.addIssue({ code: "custom", path: [atPath], message });
  if (!value.at) return issue(PUBLISH_CHOICE_MESSAGES.atRequired);
  const at = companyWallTimeToInstant(value.at);
  if (!at) return issue(PUBLISH_CHOICE_MESSAGES.atInvalid);
  if (at.getTime() <= now.getTime()) issue(PUBLISH_CHOICE_MESSAGES.atPast);
}

/** When it goes live by itself: only a schedule has a time. */
export function scheduledInstant(value: { publish: PublishChoice; at?: string }): Date | null {
  return value.publish === "schedule" && value.at ? companyWallTimeToInstant(value.at) : null;
}

/** A saved item's current state as the choice the form starts with. */
export function currentPublishChoice(state: {
  live: boolean;
  scheduledAt: Date | null;
}): PublishChoice {
  if (state.live) return "now";
  return state.scheduledAt ? "schedule" : "draft";
}
