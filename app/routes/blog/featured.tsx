import { useLocation } from "react-router";
import type { Route } from "./+types/featured";
import { EmptyState } from "~/components/blog/empty-state";
import { LoadError } from "~/components/blog/load-error";
import { NewsletterCta } from "~/components/blog/newsletter-cta";
import { PostGrid } from "~/components/blog/post-grid";
import { PageHero } from "~/components/marketing/page-hero";
import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { BLOG_MESSAGES, FEATURED_HERO, FEATURED_META } from "~/content/blog";
import { listFeaturedPosts } from "~/modules/blog/blog.server";
import { pageMeta } from "~/utils/seo";

export const meta: Route.MetaFunction = (args) => pageMeta(args, FEATURED_META);

export async function loader() {
  return { posts: await listFeaturedPosts() };
}

function Hero() {
  return (
    <PageHero
      eyebrow={FEATURED_HERO.eyebrow}
      title={FEATURED_HERO.title}
      description={FEATURED_HERO.description}
      actions={
        <ButtonLink to="/blog" variant="outline-light">
          {FEATURED_HERO.allArticles}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      }
    />
  );
}

export default function FeaturedBlogsPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <main id="main">
      <Hero />
      <section aria-labelledby="featured-heading" className="bg-white py-14 sm:py-20">
        <Container>
          <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">
            Featured Articles
          </h2>
          <div className="mt-8">
            {posts.length ? (
              <PostGrid posts={posts} />
            ) : (
              <EmptyState message={FEATURED_HERO.empty} />
            )}
          </div>
          <div className="mt-14 flex justify-center">
            <ButtonLink to="/blog" variant="secondary" size="lg">
              Explore the Full Blog
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </Container>
      </section>
      <NewsletterCta />
    </main>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <main id="main">
      <Hero />
      <section className="bg-white py-16 sm:py-20" aria-label="Featured articles">
        <Container className="max-w-3xl">
          <LoadError message={BLOG_MESSAGES.listFailed} location={location} />
        </Container>
      </section>
    </main>
  );
}
