import { z } from "zod";
import { companyWallTimeToInstant } from "~/utils/calendar-dates";
import { slugify } from "~/utils/slug";
import { BLOG_CATEGORY_IDS } from "./categories";
import { POST_LIMITS, POST_MESSAGES } from "./post-messages";
import { noControlCharacters, onlyTextControlCharacters } from "~/utils/text-rules";

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

function requiredText(message: string, label: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(label, max))
    .refine(noControlCharacters, POST_MESSAGES.invalidCharacters);
}

/** A path on this site ("/media/…") or an absolute http(s) address. */
export function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(value);
  } catch {
    return false;
  }
}

const optionalImageUrl = z
  .string()
  .trim()
  .max(POST_LIMITS.url, tooLong("The address", POST_LIMITS.url))
  .refine(isImageUrl, POST_MESSAGES.imageUrl)
  .optional();

/**
 * Whether article HTML has anything a reader would see: text or an image.
 * An empty editor still produces "<p></p>", which counts as no content.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
  return text.length > 0;
}

/** Whether every image in article HTML has alt text (not blank). */
export function everyImageHasAlt(html: string): boolean {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!alt || !(alt[1] ?? alt[2] ?? alt[3] ?? "").trim()) return false;
  }
  return true;
}

/**
 * The spec's tag rules: trimmed, blank tags ignored, no duplicates (compared
 * without regard to case; the first spelling wins).
 */
export function normalizeTags(tags: ReadonlyArray<string | undefined | null>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = (raw ?? "").trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * The slug a post gets: the one typed (normalised by the spec's rule), or,
 * when that is empty, the title's.
 */
export function deriveSlug(slug: string | undefined, title: string): string {
  const typed = slugify(slug ?? "");
  return (typed || slugify(title)).slice(0, POST_LIMITS.slug).replace(/-$/, "");
}

/** A field's raw value as text (it may be missing or invalid while other checks run). */
const textOrEmpty = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The blog form's fields as typed (the form's HTML constraints come from these). */
/** One hidden input per tag, all named `tags` (app/utils/form.server.ts). */
export const POST_REPEATABLE_FIELDS = ["tags"] as const;

export const PostFormFields = z.object({
  title: requiredText(POST_MESSAGES.titleRequired, "Title", POST_LIMITS.title),
  slug: z.string().trim().max(POST_LIMITS.slug, tooLong("Slug", POST_LIMITS.slug)).optional(),
  summary: requiredText(POST_MESSAGES.summaryRequired, "Summary", POST_LIMITS.summary),
  category: z.enum(BLOG_CATEGORY_IDS, { error: POST_MESSAGES.categoryRequired }),
  tags: z
    .array(z.string().optional())
    .optional()
    .transform((tags) => normalizeTags(tags ?? []))
    .refine((tags) => tags.length <= POST_LIMITS.tags, POST_MESSAGES.tooManyTags)
    .refine((tags) => tags.every((tag) => tag.length <= POST_LIMITS.tag), POST_MESSAGES.tagTooLong)
    .refine((tags) => tags.every(noControlCharacters), POST_MESSAGES.invalidCharacters),
  author: requiredText(POST_MESSAGES.authorRequired, "Author", POST_LIMITS.author),
  imageUrl: optionalImageUrl,
  authorImage: optionalImageUrl,
  content: z
    .string({ error: POST_MESSAGES.contentRequired })
    .max(POST_LIMITS.content, tooLong("Content", POST_LIMITS.content))
    .refine(onlyTextControlCharacters, POST_MESSAGES.invalidCharacters)
    .refine(hasVisibleContent, POST_MESSAGES.contentRequired)
    .refine(everyImageHasAlt, POST_MESSAGES.imageAltRequired),
  isPublished: z.boolean().default(false),
  /** A draft's publishing time on the company's clock ("2026-11-26T09:00"); empty: none. */
  scheduledFor: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || companyWallTimeToInstant(value) !== null, {
      message: POST_MESSAGES.scheduleInvalid,
    }),
});

/**
 * The one schema of the blog form (new and edit), used by the browser while
 * typing and by the server before every write.
 */
export const PostFormSchema = PostFormFields.refine(
  (post) => Boolean(deriveSlug(textOrEmpty(post.slug), textOrEmpty(post.title))),
  {
    path: ["slug"],
    message: POST_MESSAGES.slugRequired,
    // Checked even when other fields fail, so an empty form shows the spec's
    // "Title is required" and "Slug is required" together.
    when: () => true,
  },
)
  .refine((post) => post.isPublished || !post.scheduledFor || isFuture(post.scheduledFor), {
    path: ["scheduledFor"],
    message: POST_MESSAGES.schedulePast,
  })
  .transform(({ scheduledFor, ...post }) => {
    const slug = deriveSlug(post.slug, post.title);
    return {
      ...post,
      slug,
      imageUrl: post.imageUrl || null,
      authorImage: post.authorImage || null,
      // Publishing now wins over a schedule; a draft keeps its time.
      scheduledAt:
        !post.isPublished && scheduledFor ? companyWallTimeToInstant(scheduledFor) : null,
    };
  });

/**
 * Whether a wall time on the company's clock is still ahead (checked again by
 * the server on save); one that is no time at all has its own message.
 */
function isFuture(local: string): boolean {
  const at = companyWallTimeToInstant(local);
  return at === null || at.getTime() > Date.now();
}

export type PostFormValues = z.output<typeof PostFormSchema>;

/** The list's row actions (publish toggle and delete), one schema for their small forms. */
export const PostActionSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  id: z.string().trim().min(1).max(200),
});
