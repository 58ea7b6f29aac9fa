/** Blog categories (spec section 3). 'all' exists only as a filter. */
export const BLOG_CATEGORIES = [
  { id: "ai", name: "Artificial Intelligence" },
  { id: "data-science", name: "Data Science" },
  { id: "data-engineering", name: "Data Engineering" },
  { id: "cloud", name: "Cloud Computing" },
  { id: "tech", name: "Technology" },
] as const;

export type BlogCategoryId = (typeof BLOG_CATEGORIES)[number]["id"];

export const BLOG_CATEGORY_IDS = BLOG_CATEGORIES.map((category) => category.id) as [
  BlogCategoryId,
  ...BlogCategoryId[],
];

export const ALL_POSTS_LABEL = "All Posts";

export function isBlogCategoryId(value: string): value is BlogCategoryId {
  return (BLOG_CATEGORY_IDS as readonly string[]).includes(value);
}

export function categoryName(id: string): string {
  return BLOG_CATEGORIES.find((category) => category.id === id)?.name ?? id;
}
