import { isImageUrl, normalizeTags } from "./post-schema";
import { sanitizePostHtml } from "./sanitize.server";

/** What the preview of an unsaved post shows: the article page's fields. */
export type UnsavedPostPreview = {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  authorImage: string | null;
  imageUrl: string | null;
  publishedAt: Date;
  tags: string[];
  content: string;
  isPublished: boolean;
};

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const imageOrNull = (value: string) => (value && isImageUrl(value) ? value : null);

/**
 * The blog form as typed, shaped like a post for the preview — nothing is
 * saved, and the form need not be valid yet (a half-written post can be
 * looked at). The content goes through the same sanitizer as a saved post.
 */
export function previewUnsavedPost(formData: FormData): UnsavedPostPreview {
  return {
    slug: text(formData, "slug"),
    title: text(formData, "title") || "Untitled post",
    summary: text(formData, "summary"),
    category: text(formData, "category"),
    author: text(formData, "author"),
    authorImage: imageOrNull(text(formData, "authorImage")),
    imageUrl: imageOrNull(text(formData, "imageUrl")),
    publishedAt: new Date(),
    tags: normalizeTags(formData.getAll("tags").map(String)),
    content: sanitizePostHtml(text(formData, "content")),
    isPublished: formData.get("isPublished") === "on",
  };
}
