import { ArrowLeft } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { BLOG_MESSAGES } from "~/content/blog";
import { AuthorAvatar } from "./author-avatar";
import { PostDate } from "./post-date";
import { PostTags } from "./post-tags";
import type { BlogArticle } from "./types";

/** After the article: its tags, who wrote it, and the way back. */
export function ArticleFooter({ post }: { post: BlogArticle }) {
  return (
    <footer className="mt-16 space-y-8 border-t border-slate-200 pt-10">
      <PostTags tags={post.tags} />
      <div className="flex flex-col gap-6 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-4">
          <AuthorAvatar
            name={post.author}
            image={post.authorImage}
            picture={post.authorPicture}
            size="md"
          />
          <span className="text-sm">
            <span className="block font-semibold text-navy-900">{post.author}</span>
            <span className="block text-slate-600">
              Arcwell Technologies · <PostDate date={post.publishedAt} />
            </span>
          </span>
        </p>
        <ButtonLink to="/blog" variant="secondary" className="self-start sm:self-auto">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {BLOG_MESSAGES.backToBlog}
        </ButtonLink>
      </div>
    </footer>
  );
}
