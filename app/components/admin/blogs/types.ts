/**
 * What the blog admin components need of a post. Routes pass the module's
 * rows, which fit these shapes (components never import server modules).
 */
export type AdminPostListItem = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  imageUrl: string | null;
  isPublished: boolean;
  publishedAt: Date | string | null;
  /** A draft's publishing time, when it has one. */
  scheduledAt: Date | string | null;
};

/** The blog form's starting values (a new post's defaults, or the stored post). */
export type PostFormDefaults = {
  title: string;
  slug: string;
  summary: string;
  category: string;
  tags: string[];
  author: string;
  imageUrl: string;
  authorImage: string;
  content: string;
  isPublished: boolean;
  /** A draft's publishing time on the company's clock ("2026-11-26T09:00"), or "". */
  scheduledFor: string;
};
