import { z } from "zod";
import { BLOG_CATEGORY_IDS } from "~/modules/blog/categories";
import { MAX_MEDIA_ALT_LENGTH, MEDIA_URL_PREFIX } from "~/modules/media/media-limits";
import { noControlCharacters, onlyTextControlCharacters } from "~/utils/text-rules";
import { ICON_KEYS } from "./icon-keys";

/**
 * A page is an ordered list of typed blocks (decision 038). One Zod schema per
 * block type, shared by the block editor (browser) and the server: a block
 * that fails its schema is a field error and nothing of the page is saved.
 * Every block carries an id (unique on its page: anchors, heading ids and the
 * editor's keys derive from it), its type, an optional `hidden` flag and its
 * fields.
 */

/** Field limits, shared by the editor's fields (maxLength) and the server. */
export const BLOCK_LIMITS = {
  id: 40,
  eyebrow: 80,
  title: 160,
  description: 600,
  label: 60,
  link: 500,
  statValue: 12,
  itemTitle: 80,
  itemDescription: 300,
  items: 12,
  steps: 6,
  outcomes: 8,
  capabilities: 8,
  indexItems: 10,
  stories: 6,
  results: 4,
  quote: 1_000,
  roleGroups: 11,
  roles: 12,
  stats: 8,
  checklist: 10,
  actions: 3,
  topics: 8,
  richText: 20_000,
  question: 200,
  answer: 2_000,
  faqItems: 30,
  latestPosts: 12,
  logos: 16,
  people: 12,
  bio: 300,
  /** As long as the library's own description may be, so a picked image's text always fits. */
  imageAlt: MAX_MEDIA_ALT_LENGTH,
  openPositions: 12,
  jobFilter: 100,
} as const;

/** How a button looks: the button kit's variants a marketing block may use. */
export const BUTTON_STYLES = ["primary", "secondary", "light", "outline-light"] as const;
/** Band backgrounds, alternated by the editor for rhythm. */
export const BLOCK_TONES = ["white", "muted"] as const;

const BLOCK_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function requiredText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlCharacters, `${label} contains characters that are not allowed`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlCharacters, `${label} contains characters that are not allowed`)
    .optional();
}

const LINK_MESSAGE =
  "Link must be a path on this site (/…), an anchor on the page (#…) or an https:// address";

/** A path of this site ("/services#cloud"), an anchor ("#roles") or an absolute https address. */
export function isLinkTarget(value: string): boolean {
  if (/^#[A-Za-z][\w-]*$/.test(value)) return true;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

const LinkTargetSchema = z
  .string({ error: "Link is required" })
  .trim()
  .min(1, "Link is required")
  .max(BLOCK_LIMITS.link, `Link must be at most ${BLOCK_LIMITS.link} characters`)
  .refine(isLinkTarget, LINK_MESSAGE);

export const LinkSchema = z.object({
  label: requiredText("Link text", BLOCK_LIMITS.label),
  to: LinkTargetSchema,
});

export const ButtonSchema = LinkSchema.extend({
  style: z.enum(BUTTON_STYLES, { error: "Choose a button style" }).default("primary"),
  /** An arrow after the label, for the button that leads on. */
  arrow: z.boolean().default(false),
});

const AnchorSchema = z
  .string()
  .regex(BLOCK_ID_PATTERN, "Anchor must be lowercase letters, digits and dashes")
  .max(BLOCK_LIMITS.id, `Anchor must be at most ${BLOCK_LIMITS.id} characters`)
  .optional();

/**
 * An image from the media library (its /media/ address) with its alt text,
 * required: the editor fills both from the library's picker, and the
 * renderer reads the image's size and renditions from the library.
 */
export const ImageSchema = z.object({
  url: z
    .string({ error: "Choose an image" })
    .trim()
    .min(1, "Choose an image")
    .max(BLOCK_LIMITS.link, "Choose an image from the media library")
    .refine(
      (url) =>
        url.startsWith(MEDIA_URL_PREFIX) && /^[\w.-]+$/.test(url.slice(MEDIA_URL_PREFIX.length)),
      "Choose an image from the media library",
    ),
  alt: requiredText("Image description (alt text)", BLOCK_LIMITS.imageAlt),
});

/** An optional link target (a logo's or a person's link): empty means none. */
const OptionalLinkTargetSchema = LinkTargetSchema.optional();

const IconSchema = z.enum(ICON_KEYS, { error: "Choose an icon from the list" });
const ToneSchema = z.enum(BLOCK_TONES, { error: "Choose a background" }).default("white");

const StatSchema = z.object({
  value: requiredText("Figure", BLOCK_LIMITS.statValue),
  label: requiredText("Figure label", BLOCK_LIMITS.itemTitle),
});

const blockBase = {
  id: z
    .string({ error: "Block id is required" })
    .max(BLOCK_LIMITS.id, `Block id must be at most ${BLOCK_LIMITS.id} characters`)
    .regex(BLOCK_ID_PATTERN, "Block id must be lowercase letters, digits and dashes"),
  /** Kept on the page but not shown to visitors. */
  hidden: z.boolean().optional(),
};

/** The heading of a band: eyebrow, title, description. */
const heading = {
  eyebrow: optionalText("Eyebrow", BLOCK_LIMITS.eyebrow),
  title: requiredText("Title", BLOCK_LIMITS.title),
  description: optionalText("Description", BLOCK_LIMITS.description),
};

export const HeroBlockSchema = z.object({
  ...blockBase,
  type: z.literal("hero"),
  fields: z.object({
    ...heading,
    /** The home page's hero is taller. */
    size: z.enum(["page", "home"]).default("page"),
    actions: z
      .array(ButtonSchema)
      .max(BLOCK_LIMITS.actions, `At most ${BLOCK_LIMITS.actions} buttons`)
      .default([]),
    stats: z
      .array(StatSchema)
      .max(BLOCK_LIMITS.stats, `At most ${BLOCK_LIMITS.stats} figures`)
      .default([]),
  }),
});

export const FeatureItemSchema = z.object({
  icon: IconSchema,
  title: requiredText("Item title", BLOCK_LIMITS.itemTitle),
  description: requiredText("Item description", BLOCK_LIMITS.itemDescription),
  /** Turns the card into a link ("Learn more"). */
  link: LinkSchema.optional(),
});

export const FeatureGridBlockSchema = z.object({
  ...blockBase,
  type: z.literal("feature-grid"),
  fields: z.object({
    ...heading,
    /** stacked: heading above a four-up grid; split: heading (and check list) beside a two-up grid. */
    layout: z.enum(["stacked", "split"]).default("stacked"),
    tone: ToneSchema,
    /** The section's id for in-page links (/services#cloud). */
    anchor: AnchorSchema,
    items: z
      .array(FeatureItemSchema)
      .min(1, "Add at least one item")
      .max(BLOCK_LIMITS.items, `At most ${BLOCK_LIMITS.items} items`),
    checklist: z
      .array(requiredText("Check list line", BLOCK_LIMITS.itemTitle))
      .max(BLOCK_LIMITS.checklist, `At most ${BLOCK_LIMITS.checklist} lines`)
      .default([]),
    action: ButtonSchema.optional(),
    /** Split layout: one headline figure on a dark panel under the heading. */
    highlight: z
      .object({
        prefix: optionalText("Figure prefix", BLOCK_LIMITS.eyebrow),
        value: requiredText("Figure", BLOCK_LIMITS.statValue),
        label: requiredText("Figure label", BLOCK_LIMITS.itemDescription),
        icon: IconSchema,
      })
      .optional(),
  }),
});

export const ProcessStepsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("process-steps"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    steps: z
      .array(
        z.object({
          icon: IconSchema,
          title: requiredText("Step title", BLOCK_LIMITS.itemTitle),
          description: requiredText("Step description", BLOCK_LIMITS.itemDescription),
        }),
      )
      .min(2, "A process has at least two steps")
      .max(BLOCK_LIMITS.steps, `At most ${BLOCK_LIMITS.steps} steps`),
  }),
});

export const RoleGroupsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("role-groups"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    anchor: AnchorSchema,
    groups: z
      .array(
        z.object({
          icon: IconSchema,
          title: requiredText("Group title", BLOCK_LIMITS.itemTitle),
          roles: z
            .array(requiredText("Role", BLOCK_LIMITS.itemTitle))
            .min(1, "Add at least one role")
            .max(BLOCK_LIMITS.roles, `At most ${BLOCK_LIMITS.roles} roles`),
        }),
      )
      .min(1, "Add at least one group")
      .max(BLOCK_LIMITS.roleGroups, `At most ${BLOCK_LIMITS.roleGroups} groups`),
    /** The last card: an invitation to ask for a role not listed. */
    contactCard: z
      .object({
        icon: IconSchema,
        title: requiredText("Card title", BLOCK_LIMITS.itemTitle),
        description: requiredText("Card description", BLOCK_LIMITS.itemDescription),
        link: LinkSchema,
      })
      .optional(),
  }),
});

/** The page's table of contents: links to the anchored sections below (/services, "On this page"). */
export const PageIndexBlockSchema = z.object({
  ...blockBase,
  type: z.literal("page-index"),
  fields: z.object({
    items: z
      .array(
        z.object({
          anchor: z
            .string({ error: "Anchor is required" })
            .regex(BLOCK_ID_PATTERN, "Anchor must be lowercase letters, digits and dashes")
            .max(BLOCK_LIMITS.id, `Anchor must be at most ${BLOCK_LIMITS.id} characters`),
          title: requiredText("Link text", BLOCK_LIMITS.label),
          icon: IconSchema,
        }),
      )
      .min(2, "An index links at least two sections")
      .max(BLOCK_LIMITS.indexItems, `At most ${BLOCK_LIMITS.indexItems} links`),
  }),
});

/** Cards whose title is the link (the services overview). */
export const LinkCardsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("link-cards"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    cards: z
      .array(
        z.object({
          icon: IconSchema,
          title: requiredText("Card title", BLOCK_LIMITS.itemTitle),
          description: requiredText("Card description", BLOCK_LIMITS.itemDescription),
          to: LinkTargetSchema,
        }),
      )
      .min(1, "Add at least one card")
      .max(BLOCK_LIMITS.items, `At most ${BLOCK_LIMITS.items} cards`),
  }),
});

/**
 * One service in depth: story, outcomes and a contact button on one side,
 * capabilities on the other. Its block id is its anchor (/services#cloud).
 */
export const ServiceDetailBlockSchema = z.object({
  ...blockBase,
  type: z.literal("service-detail"),
  fields: z.object({
    eyebrow: requiredText("Eyebrow", BLOCK_LIMITS.eyebrow),
    title: requiredText("Title", BLOCK_LIMITS.title),
    description: requiredText("Description", BLOCK_LIMITS.description),
    icon: IconSchema,
    tone: ToneSchema,
    /** Text on the right on wide screens, for alternating rhythm. */
    reversed: z.boolean().default(false),
    outcomes: z
      .array(requiredText("Outcome", BLOCK_LIMITS.itemTitle))
      .max(BLOCK_LIMITS.outcomes, `At most ${BLOCK_LIMITS.outcomes} outcomes`)
      .default([]),
    capabilities: z
      .array(FeatureItemSchema.omit({ link: true }))
      .min(1, "Add at least one capability")
      .max(BLOCK_LIMITS.capabilities, `At most ${BLOCK_LIMITS.capabilities} capabilities`),
  }),
});

/** Client stories with a quote and headline results, on a dark band. */
export const TestimonialsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("testimonials"),
  fields: z.object({
    ...heading,
    stories: z
      .array(
        z.object({
          project: requiredText("Project", BLOCK_LIMITS.title),
          industry: requiredText("Industry", BLOCK_LIMITS.eyebrow),
          quote: requiredText("Quote", BLOCK_LIMITS.quote),
          client: z.object({
            name: requiredText("Client name", BLOCK_LIMITS.itemTitle),
            title: requiredText("Client's job title", BLOCK_LIMITS.itemTitle),
            company: requiredText("Client's company", BLOCK_LIMITS.itemTitle),
          }),
          results: z
            .array(StatSchema)
            .max(BLOCK_LIMITS.results, `At most ${BLOCK_LIMITS.results} results`)
            .default([]),
        }),
      )
      .min(1, "Add at least one story")
      .max(BLOCK_LIMITS.stories, `At most ${BLOCK_LIMITS.stories} stories`),
  }),
});

export const StatsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("stats"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    stats: z
      .array(StatSchema)
      .min(1, "Add at least one figure")
      .max(BLOCK_LIMITS.stats, `At most ${BLOCK_LIMITS.stats} figures`),
  }),
});

export const LatestPostsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("latest-posts"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    /** Only this category's posts; every category when absent. */
    category: z.enum(BLOG_CATEGORY_IDS, { error: "Choose a blog category" }).optional(),
    limit: z
      .number({ error: "Number of posts is required" })
      .int("Number of posts must be a whole number")
      .min(1, "Show at least one post")
      .max(BLOCK_LIMITS.latestPosts, `Show at most ${BLOCK_LIMITS.latestPosts} posts`)
      .default(3),
    link: LinkSchema.optional(),
  }),
});

export const FeaturedTopicsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("featured-topics"),
  fields: z.object({
    eyebrow: requiredText("Eyebrow", BLOCK_LIMITS.eyebrow),
    title: requiredText("Title", BLOCK_LIMITS.title),
    description: requiredText("Description", BLOCK_LIMITS.description),
    tone: ToneSchema,
    link: LinkSchema,
    topics: z
      .array(z.object({ label: requiredText("Topic", BLOCK_LIMITS.itemTitle), icon: IconSchema }))
      .min(1, "Add at least one topic")
      .max(BLOCK_LIMITS.topics, `At most ${BLOCK_LIMITS.topics} topics`),
  }),
});

export const CtaBlockSchema = z.object({
  ...blockBase,
  type: z.literal("cta"),
  fields: z.object({
    title: requiredText("Title", BLOCK_LIMITS.title),
    description: requiredText("Description", BLOCK_LIMITS.description),
    actions: z
      .array(ButtonSchema)
      .min(1, "Add at least one button")
      .max(BLOCK_LIMITS.actions, `At most ${BLOCK_LIMITS.actions} buttons`),
  }),
});

export const RichTextBlockSchema = z.object({
  ...blockBase,
  type: z.literal("rich-text"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    /** Plain text; a blank line starts a new paragraph. */
    body: z
      .string({ error: "Text is required" })
      .trim()
      .min(1, "Text is required")
      .max(BLOCK_LIMITS.richText, `Text must be at most ${BLOCK_LIMITS.richText} characters`)
      .refine(onlyTextControlCharacters, "Text contains characters that are not allowed"),
  }),
});

export const FaqBlockSchema = z.object({
  ...blockBase,
  type: z.literal("faq"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    items: z
      .array(
        z.object({
          question: requiredText("Question", BLOCK_LIMITS.question),
          answer: requiredText("Answer", BLOCK_LIMITS.answer),
        }),
      )
      .min(1, "Add at least one question")
      .max(BLOCK_LIMITS.faqItems, `At most ${BLOCK_LIMITS.faqItems} questions`),
  }),
});

/**
 * The contact form (the inquiry form and its messages are the spec's, so
 * only the title around it is a field). It always posts to /contact, whose
 * action checks it: a page record decides where the form sits, not how it works.
 */
export const ContactFormBlockSchema = z.object({
  ...blockBase,
  type: z.literal("contact-form"),
  fields: z.object({
    title: requiredText("Title", BLOCK_LIMITS.title),
  }),
});

/**
 * The offices from Settings › Company: the primary office's map (the
 * click-to-load frame /maps/<office>, decision 013) beside the band's
 * heading, and, when asked, every office's address (primary first).
 */
export const OfficesBlockSchema = z.object({
  ...blockBase,
  type: z.literal("offices"),
  fields: z.object({
    ...heading,
    addresses: z.boolean().default(false),
  }),
});

/** Which legal text a legal-document block shows (the texts name the company and the server's settings). */
export const LEGAL_DOCUMENTS = ["privacy", "terms", "cookies"] as const;

/**
 * A legal page's body — hero with its "last updated" date, table of contents
 * with anchors, the text and the company's contact card — from the shipped
 * legal texts, which are built from the company facts and the server's
 * retention settings and so cannot be free text.
 */
export const LegalDocumentBlockSchema = z.object({
  ...blockBase,
  type: z.literal("legal-document"),
  fields: z.object({
    document: z.enum(LEGAL_DOCUMENTS, { error: "Choose a legal text" }),
  }),
});

/** A row of client or partner logos, each optionally linked. */
export const LogosBlockSchema = z.object({
  ...blockBase,
  type: z.literal("logos"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    logos: z
      .array(
        z.object({
          image: ImageSchema,
          name: requiredText("Name", BLOCK_LIMITS.itemTitle),
          to: OptionalLinkTargetSchema,
        }),
      )
      .min(1, "Add at least one logo")
      .max(BLOCK_LIMITS.logos, `At most ${BLOCK_LIMITS.logos} logos`),
  }),
});

/** An image beside a heading and text, with an optional button. */
export const ImageTextBlockSchema = z.object({
  ...blockBase,
  type: z.literal("image-text"),
  fields: z.object({
    eyebrow: optionalText("Eyebrow", BLOCK_LIMITS.eyebrow),
    title: requiredText("Title", BLOCK_LIMITS.title),
    description: requiredText("Text", BLOCK_LIMITS.description),
    image: ImageSchema,
    /** Where the image sits on wide screens; on a phone it is always above the text. */
    imagePosition: z.enum(["left", "right"], { error: "Choose left or right" }).default("left"),
    tone: ToneSchema,
    action: ButtonSchema.optional(),
  }),
});

/** People cards: photo, name, role, an optional short bio and link. */
export const TeamBlockSchema = z.object({
  ...blockBase,
  type: z.literal("team"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    people: z
      .array(
        z.object({
          photo: ImageSchema,
          name: requiredText("Name", BLOCK_LIMITS.itemTitle),
          role: requiredText("Role", BLOCK_LIMITS.itemTitle),
          bio: optionalText("Short bio", BLOCK_LIMITS.bio),
          to: OptionalLinkTargetSchema,
        }),
      )
      .min(1, "Add at least one person")
      .max(BLOCK_LIMITS.people, `At most ${BLOCK_LIMITS.people} people`),
  }),
});

/**
 * The published jobs, newest first, read from the database when the page
 * renders (optionally one department and/or one place), with a link to
 * /careers filtered the same way.
 */
export const OpenPositionsBlockSchema = z.object({
  ...blockBase,
  type: z.literal("open-positions"),
  fields: z.object({
    ...heading,
    tone: ToneSchema,
    /** Only this department's jobs (as /careers?department= filters). */
    department: optionalText("Department", BLOCK_LIMITS.jobFilter),
    /** Only jobs at this place (as /careers?location= filters: "East Brunswick, NJ"). */
    location: optionalText("Location", BLOCK_LIMITS.jobFilter),
    maxPositions: z
      .number({ error: "Number of positions is required" })
      .int("Number of positions must be a whole number")
      .min(1, "Show at least one position")
      .max(BLOCK_LIMITS.openPositions, `Show at most ${BLOCK_LIMITS.openPositions} positions`)
      .default(4),
  }),
});

/** An invitation to the general application (the talent pool) /careers links to. */
export const TalentPoolBlockSchema = z.object({
  ...blockBase,
  type: z.literal("talent-pool"),
  fields: z.object({
    title: requiredText("Title", BLOCK_LIMITS.title),
    description: requiredText("Description", BLOCK_LIMITS.description),
    buttonLabel: requiredText("Button text", BLOCK_LIMITS.label),
  }),
});

export const BlockSchema = z.discriminatedUnion(
  "type",
  [
    HeroBlockSchema,
    FeatureGridBlockSchema,
    ProcessStepsBlockSchema,
    RoleGroupsBlockSchema,
    PageIndexBlockSchema,
    LinkCardsBlockSchema,
    ServiceDetailBlockSchema,
    TestimonialsBlockSchema,
    StatsBlockSchema,
    LatestPostsBlockSchema,
    FeaturedTopicsBlockSchema,
    CtaBlockSchema,
    RichTextBlockSchema,
    FaqBlockSchema,
    ContactFormBlockSchema,
    OfficesBlockSchema,
    LegalDocumentBlockSchema,
    LogosBlockSchema,
    ImageTextBlockSchema,
    TeamBlockSchema,
    OpenPositionsBlockSchema,
    TalentPoolBlockSchema,
  ],
  { error: "Unknown block type" },
);

export type Block = z.infer<typeof BlockSchema>;
export type BlockType = Block["type"];
export type BlockOf<Type extends BlockType> = Extract<Block, { type: Type }>;

/** Every block type, in the order the editor offers them. */
export const BLOCK_TYPES = BlockSchema.options.map(
  (option) => option.shape.type.value,
) as BlockType[];
