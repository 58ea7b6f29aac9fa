import type { BlogCategoryId } from "~/modules/blog/categories";

/** A demo blog post; `content` is HTML (sanitized again when seeded). */
export type DemoPost = {
  slug: string;
  title: string;
  summary: string;
  category: BlogCategoryId;
  tags: string[];
  author: string;
  /** Path of a local image under /images/… (public/). */
  authorImage: string;
  /** Path of a local image under /images/… (public/). */
  imageUrl: string;
  content: string;
  isPublished: boolean;
  /** Days before seeding; null for a draft. */
  publishedDaysAgo: number | null;
};
