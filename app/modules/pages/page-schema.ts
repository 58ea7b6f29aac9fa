import { z } from "zod";
import { PAGE_STATUSES } from "~/db/enums";
import { noControlCharacters } from "~/utils/text-rules";
import { BlockSchema, isLinkTarget } from "./block-schemas";

/**
 * A page record as the editor saves it and the server checks it: where it
 * lives, its state, its blocks and its SEO fields. Shared by client and
 * server, like every form schema.
 */

export const PAGE_LIMITS = {
  path: 200,
  title: 160,
  seoTitle: 70,
  seoDescription: 200,
  imageAlt: 200,
  blocks: 60,
} as const;

/**
 * First path segments the site's own routes and files answer (app/routes.ts,
 * server/index.ts, public/): a page there would never be seen, or would hide
 * them. Feeds live under /blog and /careers.
 */
export const RESERVED_PATH_SEGMENTS = [
  "admin",
  "api",
  "careers",
  "blog",
  "p",
  "maps",
  "media",
  "assets",
  "images",
  "featured-blogs",
  "test-blogs",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "favicon.svg",
  "icons.svg",
  "healthz",
  "readyz",
  "metrics",
  "__manifest",
] as const;

/** The segment of `path` the site already uses, or null when the path is free. */
export function reservedSegmentOf(path: string): string | null {
  const first = path.split("/")[1]?.toLowerCase() ?? "";
  const bare = first.replace(/\.data$/, "");
  return (RESERVED_PATH_SEGMENTS as readonly string[]).includes(bare) ? bare : null;
}

const PATH_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

export const PagePathSchema = z
  .string({ error: "Path is required" })
  .trim()
  .min(1, "Path is required")
  .max(PAGE_LIMITS.path, `Path must be at most ${PAGE_LIMITS.path} characters`)
  // Before the shape rule, so /sitemap.xml hears why it is taken, not how paths are spelled.
  .superRefine((path, context) => {
    const reserved = reservedSegmentOf(path);
    if (reserved)
      context.addIssue({
        code: "custom",
        message: `The path /${reserved} belongs to the site's own pages; choose another path`,
      });
  })
  .regex(
    PATH_PATTERN,
    "Path must start with / and use lowercase letters, digits and dashes (e.g. /cloud-migration)",
  );

function text(label: string, max: number, { required = true } = {}) {
  const base = z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlCharacters, `${label} contains characters that are not allowed`);
  return required ? base.min(1, `${label} is required`) : base;
}

export const PageSeoSchema = z.object({
  /** The title in search results and share cards (the company name is added). */
  title: text("SEO title", PAGE_LIMITS.seoTitle),
  description: text("SEO description", PAGE_LIMITS.seoDescription),
  /** The share image (from the media library); the site's default card when absent. */
  image: z
    .object({
      url: z
        .string()
        .trim()
        .refine(
          (value) => value.startsWith("/") && isLinkTarget(value),
          "Share image must be an image of this site",
        ),
      alt: text("Share image description", PAGE_LIMITS.imageAlt),
    })
    .optional(),
  /** Kept out of search engines and the sitemap. */
  noindex: z.boolean().default(false),
});

/** Block types a page may hold once, with their name in the message. */
const ONCE_PER_PAGE = new Map<string, string>([
  ["contact-form", "contact form"],
  ["legal-document", "legal text"],
]);

const BlocksSchema = z
  .array(BlockSchema)
  .max(PAGE_LIMITS.blocks, `A page has at most ${PAGE_LIMITS.blocks} blocks`)
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    const types = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `Two blocks share the id "${block.id}"; each needs its own`,
        });
      seen.add(block.id);
      // Their markup has fixed ids (the form's fields, the contents' heading).
      if (ONCE_PER_PAGE.has(block.type) && types.has(block.type))
        context.addIssue({
          code: "custom",
          path: [index, "type"],
          message: `A page holds one ${ONCE_PER_PAGE.get(block.type)} block at most`,
        });
      types.add(block.type);
    });
  });

export const PageSchema = z.object({
  path: PagePathSchema,
  /** The page's name in the admin. */
  title: text("Title", PAGE_LIMITS.title),
  status: z.enum(PAGE_STATUSES, { error: "Choose draft, published or scheduled" }),
  blocks: BlocksSchema,
  seo: PageSeoSchema,
});

export type PageInput = z.input<typeof PageSchema>;
export type PageRecord = z.infer<typeof PageSchema>;
export type PageSeo = z.infer<typeof PageSeoSchema>;
