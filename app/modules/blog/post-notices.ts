/** Confirmations after a blog write (post/redirect/get, see ~/utils/notices). */
export const POST_NOTICES = {
  created: "Blog post added.",
  saved: "Changes saved.",
  published: "Post published. It is live on the blog now.",
  unpublished: "Post unpublished. It is a draft again and no longer on the blog.",
  deleted: "Blog post deleted.",
} as const;

export type PostNoticeKey = keyof typeof POST_NOTICES;

/** The admin list of posts. */
export const ADMIN_BLOGS_PATH = "/admin/blogs";
