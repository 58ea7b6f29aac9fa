import { z } from "zod";

/** How long a shared preview works, as the Share form offers it (days; 0: until revoked). */
export const PREVIEW_LINK_LIFETIMES = [
  { days: 1, label: "1 day" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 0, label: "Until revoked" },
] as const;

/** Where shared previews (posts and pages) are read: short, and nothing like a public URL (never indexed). */
export const PREVIEW_PATH_PREFIX = "/p/";

/** 32 random bytes, base64url: unguessable, and checked for shape before any query. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const PREVIEW_LINK_MESSAGES = {
  shared: "Preview link created. Anyone with it can read this draft.",
  revoked: "Preview link revoked. It no longer opens the draft.",
  invalidRequest: "That request could not be read. Please reload the page and try again.",
} as const;

export const PreviewLinkActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("share"),
    lifetime: z.coerce
      .number()
      .int()
      .refine((days) => PREVIEW_LINK_LIFETIMES.some((choice) => choice.days === days)),
  }),
  z.object({ intent: z.literal("revoke") }),
]);
export type PreviewLinkAction = z.infer<typeof PreviewLinkActionSchema>;

/** The edit page's notices after the Share forms (`?notice=preview-shared`). */
export const PREVIEW_LINK_NOTICES = {
  "preview-shared": PREVIEW_LINK_MESSAGES.shared,
  "preview-revoked": PREVIEW_LINK_MESSAGES.revoked,
} as const;
