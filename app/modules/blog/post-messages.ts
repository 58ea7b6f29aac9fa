// No imports: the list page uses these without loading the form's schema library.

/** Field limits, shared by the form (maxLength) and the server. */
export const POST_LIMITS = {
  title: 200,
  slug: 120,
  summary: 600,
  author: 100,
  url: 2048,
  /** Characters of HTML; a long article is ~60,000. */
  content: 200_000,
  tag: 40,
  tags: 20,
} as const;

/** The blog form's messages; the first six are the spec's (section 5), verbatim. */
export const POST_MESSAGES = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  summaryRequired: "Summary is required",
  contentRequired: "Content is required",
  categoryRequired: "Category is required",
  authorRequired: "Author is required",
  slugTaken: "Another post already uses this slug. Choose a different one.",
  imageUrl: "Enter a web address starting with https:// or a path on this site starting with /",
  imageAltRequired: "Describe the image in its alt text, for people who cannot see it",
  imageAddressRequired: "Choose an image to upload or enter its address",
  tooManyTags: `Use at most ${POST_LIMITS.tags} tags`,
  tagTooLong: `Each tag must be at most ${POST_LIMITS.tag} characters`,
  invalidCharacters: "Contains characters that are not allowed",
  scheduleInvalid: "Enter the date and time to publish the post, or leave it empty",
  schedulePast: "Choose a time in the future, or check “Publish this post” to publish it now",
  invalid: "Please correct the highlighted fields.",
  // Spec section 8 (admin add/update blog fails; data layer messages).
  addFailed: "Failed to add blog. Please try again.",
  updateFailed: "Failed to update blog. Please try again.",
  loadFailed: "Failed to load blog. Please try again.",
  listFailed: "Failed to load blogs. Please try again later.",
  deleteFailed: "Failed to delete blog. Please try again later.",
  toggleFailed: "Failed to update blog. Please try again later.",
  notFound: "This blog post no longer exists.",
} as const;
