/** /blog with its filters; empty values are left out so URLs stay clean. */
export function blogListHref({
  q = "",
  category = null,
  page = 1,
}: {
  q?: string;
  category?: string | null;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

export function categoryHref(category: string): string {
  return `/blog/category/${category}`;
}
