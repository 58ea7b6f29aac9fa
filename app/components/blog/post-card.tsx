import { Link } from "react-router";
import { AuthorAvatar } from "./author-avatar";
import { CategoryBadge } from "./category-badge";
import { PostCover } from "./post-cover";
import { PostDate } from "./post-date";
import type { BlogCardPost } from "./types";

type PostCardProps = {
  post: BlogCardPost;
  /** h2 where the cards are the page's main list, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
};

/**
 * A post teaser. The title is the one link; its ::after covers the card, so
 * the whole card is clickable with a single tab stop and a meaningful name.
 */
export function PostCard({ post, headingLevel: Heading = "h3" }: PostCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-lg">
      <PostCover src={post.imageUrl} picture={post.cover} category={post.category} />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <CategoryBadge category={post.category} />
          <PostDate date={post.publishedAt} />
        </p>
        <Heading className="mt-4 text-lg font-semibold leading-snug text-navy-900 sm:text-xl">
          <Link
            to={`/blog/${post.slug}`}
            className="transition-colors after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        {/* The clamp needs its own box: stretched by flex-1 it would show a fourth line. */}
        <div className="mt-3 flex-1">
          <p className="line-clamp-3 leading-relaxed text-slate-600">{post.summary}</p>
        </div>
        <p className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5 text-sm font-medium text-navy-900">
          <AuthorAvatar name={post.author} image={post.authorImage} picture={post.authorPicture} />
          <span>
            <span className="sr-only">By </span>
            {post.author}
          </span>
        </p>
      </div>
    </article>
  );
}
