import { BLOG_DESCRIPTION } from "~/modules/blog/blog-description";
import type { BlogCategoryId } from "~/modules/blog/categories";

/** Blog copy (spec section 2: Blog, Article, Category, Featured and debug). */

export const BLOG_META = {
  title: "Blog",
  description: BLOG_DESCRIPTION,
};

export const BLOG_HERO = {
  eyebrow: "Arcwell Blog",
  title: "Insights & Perspectives",
  description:
    "Field notes from our consultants on AI, data, cloud and the craft of delivering technology that lasts.",
};

/** Visible texts of the blog pages; the spec's words are kept verbatim. */
export const BLOG_MESSAGES = {
  loading: "Loading articles...",
  listFailed: "Failed to load blog posts. Please try again later.",
  tryAgain: "Try Again",
  noResults: "No articles found matching your criteria.",
  clearFilters: "Clear Filters",
  postFailed: "Failed to load the blog post. Please try again later.",
  postNotFound: "Blog post not found",
  backToBlog: "Back to Blog",
  categoryEmpty: "No articles found in this category.",
  draft: "Draft",
} as const;

export const BLOG_SEARCH = {
  label: "Search articles",
  // Short enough to show whole in the field on a 390 px phone (issue 29 item 6).
  placeholder: "Search by topic or keyword",
  submit: "Search",
  /** Under the spec's empty-state message when a search found nothing. */
  noResultsHint: "Check the spelling, or try a broader word such as “cloud” or “data”.",
};

/** The list's heading: what was searched for (and where), else the category or the default. */
export function blogListHeading(q: string, category: string | null): string {
  if (!q) return category ?? "Latest Articles";
  return `Results for “${q}”${category ? ` in ${category}` : ""}`;
}

/**
 * The blog's closing call to action. There is no e-mail subscription yet, so
 * it offers the feeds (issue 29, item 5) rather than the contact form.
 */
export const NEWSLETTER_CTA = {
  title: "Get Our Insights as They Publish",
  description:
    "Follow the blog in a feed reader: it checks our feed and shows each new article as soon as it is published — no sign-up, no e-mail address.",
  rss: "Subscribe via RSS",
  atom: "Atom feed",
};

export const ARTICLE_CTA = {
  title: "Have a Similar Challenge?",
  description:
    "Our consultants turn ideas like these into working systems. Tell us where you are and we'll suggest a practical next step.",
  action: "Talk to an Expert",
};

/** One line under each category page's heading. */
export const CATEGORY_DESCRIPTIONS: Record<BlogCategoryId, string> = {
  ai: "Generative AI, machine learning and the engineering it takes to run them responsibly in production.",
  "data-science":
    "Forecasting, experimentation and analytics that hold up when the business relies on them.",
  "data-engineering":
    "Pipelines, platforms and data contracts: the foundations every analytics and AI effort stands on.",
  cloud:
    "Landing zones, cost control, resilience and the operating models that make cloud pay off.",
  tech: "Integration, modernization and building teams that deliver, from our consulting practice.",
};

export const FEATURED_META = {
  title: "AI & Data Science Insights",
  description:
    "Our most recent articles on artificial intelligence and data science, from generative AI to forecasting and churn models.",
};

export const FEATURED_HERO = {
  eyebrow: "Featured Articles",
  title: "AI & Data Science Insights",
  description:
    "Hand-picked reading from our AI and data science practices: what works in production, what to measure, and where to start.",
  empty: "No featured articles have been published yet.",
  allArticles: "View All Articles",
};

export const DIAGNOSTICS_META = {
  title: "Blog diagnostics",
  description: "Health of the blog's database queries.",
};

/** /test-blogs (spec: "Debug page"); failure texts are the spec's. */
export const DIAGNOSTICS_COPY = {
  title: "Blog diagnostics",
  description:
    "What the blog's queries return right now, and how quickly the database answers. Counts only: draft content is never shown here.",
  postsFailed: (message: string) => `Failed to load blog posts: ${message}`,
  featuredFailed: (message: string) => `Failed to load featured blogs: ${message}`,
};
