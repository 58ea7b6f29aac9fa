import type { PictureInfo } from "~/modules/media/picture";

/**
 * What the blog components need of a post. Routes pass the module's PostCard
 * and PublicPost rows, which fit these shapes (components never import
 * server modules, not even their types).
 */
export type BlogCardPost = {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  authorImage: string | null;
  imageUrl: string | null;
  /** The library's renditions of the cover, when it is an uploaded image. */
  cover?: PictureInfo | null;
  authorPicture?: PictureInfo | null;
  publishedAt: Date | string | null;
};

export type BlogArticle = BlogCardPost & {
  tags: string[];
  /** Sanitized HTML. */
  content: string;
};
