/** What the blog is about: the blog page's description and its feeds'. */
export const BLOG_DESCRIPTION =
  "Practical insights on AI, data science, data engineering, cloud and technology leadership from the Arcwell Technologies consulting team.";
