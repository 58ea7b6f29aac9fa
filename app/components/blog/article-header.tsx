import { Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons";
import { Container } from "~/components/ui/container";
import { BLOG_MESSAGES } from "~/content/blog";
import { AuthorAvatar } from "./author-avatar";
import { CategoryBadge } from "./category-badge";
import { PostCover } from "./post-cover";
import { PostDate } from "./post-date";
import type { BlogArticle } from "./types";

/** Title band of an article on the dark hero background, with the cover below it. */
export function ArticleHeader({ post }: { post: BlogArticle }) {
  return (
    <header>
      <div className="relative isolate overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[url('/images/hero-network.svg')] bg-cover bg-center opacity-60"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/60 via-navy-950/50 to-navy-950"
        />
        <Container className="pb-36 pt-32 sm:pb-44 sm:pt-40">
          <div className="mx-auto max-w-[44rem]">
            <Link
              to="/blog"
              className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-navy-100 transition-colors hover:text-white"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {BLOG_MESSAGES.backToBlog}
            </Link>
            <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-navy-100">
              <CategoryBadge category={post.category} linked />
              <PostDate date={post.publishedAt} />
            </p>
            <h1 className="mt-5 text-3xl font-bold leading-tight text-white sm:text-5xl sm:leading-tight">
              {post.title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-navy-100 sm:text-xl">{post.summary}</p>
            <p className="mt-8 flex items-center gap-3 text-sm">
              <AuthorAvatar
                name={post.author}
                image={post.authorImage}
                picture={post.authorPicture}
                size="md"
              />
              <span>
                <span className="block text-navy-200">Written by</span>
                <span className="block font-semibold text-white">{post.author}</span>
              </span>
            </p>
          </div>
        </Container>
      </div>
      <Container>
        <PostCover
          src={post.imageUrl}
          picture={post.cover}
          category={post.category}
          priority
          className="mx-auto -mt-24 max-w-5xl rounded-2xl shadow-xl ring-1 ring-navy-900/10 sm:-mt-32"
        />
      </Container>
    </header>
  );
}
