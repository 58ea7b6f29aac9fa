/** The blog feeds' addresses (pages link them; the feed routes serve them). */
export const BLOG_FEED_PATHS = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const;

/** The job feeds' addresses (pages link them; the feed routes serve them). */
export const JOB_FEED_PATHS = { rss: "/careers/rss.xml", xml: "/careers/jobs.xml" } as const;
