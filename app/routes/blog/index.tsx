import { useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { BlogSearch } from "~/components/blog/blog-search";
import { CategoryTabs } from "~/components/blog/category-tabs";
import { EmptyState } from "~/components/blog/empty-state";
import { LoadError } from "~/components/blog/load-error";
import { NewsletterCta } from "~/components/blog/newsletter-cta";
import { PostGrid } from "~/components/blog/post-grid";
import { ResultsStatus } from "~/components/blog/results-status";
import { PageHero } from "~/components/marketing/page-hero";
import { Pagination, searchWithPage } from "~/components/pagination";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { BLOG_HERO, BLOG_MESSAGES, BLOG_META } from "~/content/blog";
import { BLOG_PAGE_SIZE, parseBlogFilters } from "~/modules/blog/blog-filters";
import { listPublishedPosts } from "~/modules/blog/blog.server";
import { categoryName } from "~/modules/blog/categories";
import { cn } from "~/utils/cn";
import { pageMeta } from "~/utils/seo";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    ...BLOG_META,
    paginated: true,
    // Search results and the ?category= filter (the category pages are the indexable twins).
    noindex: Boolean(args.loaderData?.filters.q || args.loaderData?.filters.category),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseBlogFilters(new URL(request.url).searchParams);
  const list = await listPublishedPosts(filters);
  return { filters, ...list, pageSize: BLOG_PAGE_SIZE };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { filters, posts, total, totalCapped, page, pageCount, pageSize } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const filtered = Boolean(filters.q || filters.category);

  return (
    <main id="main">
      <PageHero {...BLOG_HERO} />

      <section aria-labelledby="articles-heading" className="bg-white py-14 sm:py-20">
        <Container>
          <div className="space-y-6 rounded-2xl border border-slate-200 bg-slate-50/70 p-5 sm:p-6">
            <BlogSearch q={filters.q} category={filters.category} />
            <CategoryTabs active={filters.category} q={filters.q} />
          </div>

          <div
            id="articles"
            className="mt-12 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between"
          >
            <h2 id="articles-heading" className="text-2xl font-bold sm:text-3xl">
              {filters.category ? categoryName(filters.category) : "Latest Articles"}
            </h2>
            <ResultsStatus
              loading={loading}
              total={total}
              totalCapped={totalCapped}
              page={page}
              pageSize={pageSize}
              q={filters.q}
            />
          </div>

          <div
            aria-busy={loading}
            className={cn("mt-8 transition-opacity duration-200", loading && "opacity-50")}
          >
            {posts.length ? (
              <PostGrid posts={posts} />
            ) : (
              <EmptyState
                message={BLOG_MESSAGES.noResults}
                action={
                  filtered ? (
                    <ButtonLink to="/blog" variant="secondary" preventScrollReset>
                      {BLOG_MESSAGES.clearFilters}
                    </ButtonLink>
                  ) : null
                }
              />
            )}
          </div>

          <Pagination
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => `/blog${searchWithPage(searchParams, target)}#articles`}
            className="mt-14"
          />
        </Container>
      </section>

      <NewsletterCta />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <PageHero {...BLOG_HERO} />
      <section className="bg-white py-16 sm:py-20" aria-label="Articles">
        <Container className="max-w-3xl">
          <LoadError message={BLOG_MESSAGES.listFailed} />
        </Container>
      </section>
    </main>
  );
}
