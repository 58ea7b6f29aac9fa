import { data, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/category";
import { EmptyState } from "~/components/blog/empty-state";
import { LoadError } from "~/components/blog/load-error";
import { NewsletterCta } from "~/components/blog/newsletter-cta";
import { PostGrid } from "~/components/blog/post-grid";
import { ErrorPage } from "~/components/error-page";
import { PageHero } from "~/components/marketing/page-hero";
import { Pagination, searchWithPage } from "~/components/pagination";
import { ArrowLeft } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { BLOG_MESSAGES, CATEGORY_DESCRIPTIONS } from "~/content/blog";
import { parsePage } from "~/modules/jobs/job-filters";
import { listPublishedPosts } from "~/modules/blog/blog.server";
import { categoryName, isBlogCategoryId } from "~/modules/blog/categories";
import { pageMeta } from "~/utils/seo";
import { readSearchParams } from "~/utils/search-params.server";
import { clientErrorOf } from "~/utils/route-errors";

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) {
    return pageMeta(args, {
      title: "Page not found",
      description: "The page you're looking for doesn't exist.",
      noindex: true,
    });
  }
  return pageMeta(args, {
    title: `${loaderData.name} Articles`,
    description: loaderData.description,
    paginated: true,
  });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const category = params.category;
  if (!isBlogCategoryId(category)) throw data(null, { status: 404 });
  // Only `page` (app/route-query-params.ts): the category comes from the path.
  const page = parsePage(readSearchParams(request, ["page"]).get("page"));
  const list = await listPublishedPosts({ q: "", category, page });
  return {
    ...list,
    category,
    name: categoryName(category),
    description: CATEGORY_DESCRIPTIONS[category],
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { name, description, posts, total, page, pageCount } = loaderData;
  return (
    <main id="main">
      <PageHero
        eyebrow="Blog Category"
        title={name}
        description={description}
        actions={
          <ButtonLink to="/blog" variant="outline-light">
            <ArrowLeft className="size-4" aria-hidden="true" />
            All Articles
          </ButtonLink>
        }
      />
      <section aria-labelledby="category-articles-heading" className="bg-white py-14 sm:py-20">
        <Container>
          <div
            id="articles"
            className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between"
          >
            <h2 id="category-articles-heading" className="text-2xl font-bold sm:text-3xl">
              Latest in {name}
            </h2>
            <p className="text-sm text-slate-600">
              {total} {total === 1 ? "article" : "articles"}
            </p>
          </div>
          <div className="mt-8">
            {posts.length ? (
              <PostGrid posts={posts} />
            ) : (
              <EmptyState
                message={BLOG_MESSAGES.categoryEmpty}
                action={
                  <ButtonLink to="/blog" variant="secondary">
                    Browse All Articles
                  </ButtonLink>
                }
              />
            )}
          </div>
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) =>
              `/blog/category/${loaderData.category}${searchWithPage(new URLSearchParams(), target)}#articles`
            }
            className="mt-14"
          />
        </Container>
      </section>
      <NewsletterCta />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  const refused = clientErrorOf(error);
  if (refused) return <ErrorPage {...refused} />;
  return (
    <main id="main">
      <PageHero eyebrow="Blog Category" title="Articles" />
      <section className="bg-white py-16 sm:py-20" aria-label="Articles">
        <Container className="max-w-3xl">
          <LoadError message={BLOG_MESSAGES.listFailed} location={location} />
        </Container>
      </section>
    </main>
  );
}
