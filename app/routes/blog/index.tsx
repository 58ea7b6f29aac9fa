import { useLocation, useSearchParams } from "react-router";
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
import { BLOG_HERO, BLOG_MESSAGES, BLOG_META, BLOG_SEARCH, blogListHeading } from "~/content/blog";
import { BLOG_PAGE_SIZE, BLOG_QUERY_KEYS, parseBlogFilters } from "~/modules/blog/blog-filters";
import { listPublishedPosts } from "~/modules/blog/blog.server";
import { categoryName } from "~/modules/blog/categories";
import { pageMeta } from "~/utils/seo";
import { readSearchParams } from "~/utils/search-params.server";
import { ErrorPage } from "~/components/error-page";
import { clientErrorOf } from "~/utils/route-errors";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    ...BLOG_META,
    paginated: true,
    // Search results and the ?category= filter (the category pages are the indexable twins).
    noindex: Boolean(args.loaderData?.filters.q || args.loaderData?.filters.category),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseBlogFilters(readSearchParams(request, BLOG_QUERY_KEYS));
  const list = await listPublishedPosts(filters);
  return { filters, ...list, pageSize: BLOG_PAGE_SIZE };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { filters, posts, total, totalCapped, page, pageCount, pageSize } = loaderData;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const filtered = Boolean(filters.q || filters.category);

  // data-live-*: searching, the tabs and the pages update the list in place
  // (app/browser/live-results.ts); every control is also a plain form or link.
  return (
    <main id="main">
      <PageHero {...BLOG_HERO} />

      <section
        aria-labelledby="articles-heading"
        data-live-root=""
        className="bg-white py-14 sm:py-20"
      >
        <Container>
          <div className="space-y-6 rounded-2xl border border-slate-200 bg-slate-50/70 p-5 sm:p-6">
            <BlogSearch q={filters.q} category={filters.category} />
            <div data-live-region="tabs" data-live-links="">
              <CategoryTabs active={filters.category} q={filters.q} />
            </div>
          </div>

          <div
            id="articles"
            className="mt-12 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between"
          >
            <h2
              id="articles-heading"
              data-live-region="heading"
              className="break-words text-2xl font-bold sm:text-3xl"
            >
              {blogListHeading(filters.q, filters.category ? categoryName(filters.category) : null)}
            </h2>
            <ResultsStatus
              total={total}
              totalCapped={totalCapped}
              page={page}
              pageSize={pageSize}
              q={filters.q}
            />
          </div>

          <div
            data-live-busy=""
            aria-busy="false"
            className="mt-8 transition-opacity duration-200 aria-busy:opacity-50"
          >
            <div data-live-region="results" data-live-links="">
              {posts.length ? (
                <PostGrid posts={posts} />
              ) : (
                <EmptyState
                  message={BLOG_MESSAGES.noResults}
                  hint={filters.q ? BLOG_SEARCH.noResultsHint : undefined}
                  action={
                    filtered ? (
                      <ButtonLink to="/blog" variant="secondary">
                        {BLOG_MESSAGES.clearFilters}
                      </ButtonLink>
                    ) : null
                  }
                />
              )}
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefForPage={(target) => `/blog${searchWithPage(searchParams, target)}#articles`}
                className="mt-14"
              />
            </div>
          </div>
        </Container>
      </section>
      <template data-live-error="">
        <ListLoadError location={location} />
      </template>

      <NewsletterCta />
    </main>
  );
}

/** Where the list was, when it could not be loaded. */
function ListLoadError({ location }: { location: { pathname: string; search: string } }) {
  return (
    <section className="bg-white py-16 sm:py-20" aria-label="Articles">
      <Container className="max-w-3xl">
        <LoadError message={BLOG_MESSAGES.listFailed} location={location} />
      </Container>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const refused = clientErrorOf(error);
  if (refused) return <ErrorPage {...refused} />;
  return (
    <main id="main">
      <PageHero {...BLOG_HERO} />
      <ListLoadError location={location} />
    </main>
  );
}
