import { ArrowLeft, FileText, ServerCrash } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { BLOG_MESSAGES } from "~/content/blog";

/** The article route's error boundary: not found (404) or could not load. */
export function PostUnavailable({ notFound }: { notFound: boolean }) {
  const Icon = notFound ? FileText : ServerCrash;
  return (
    <main id="main" className="bg-navy-950 text-white">
      <Container className="flex min-h-[70vh] flex-col items-center justify-center pb-20 pt-36 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-white/10">
          <Icon aria-hidden="true" className="size-8 text-accent-300" />
        </span>
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
          {notFound ? "Error 404" : "Error"}
        </p>
        <h1 className="mt-3 text-4xl font-bold text-white sm:text-5xl">
          {notFound ? BLOG_MESSAGES.postNotFound : "Article unavailable"}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100">
          {notFound
            ? "The article you're looking for doesn't exist or is no longer published."
            : BLOG_MESSAGES.postFailed}
        </p>
        <ButtonLink to="/blog" variant="light" size="lg" className="mt-10">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {BLOG_MESSAGES.backToBlog}
        </ButtonLink>
      </Container>
    </main>
  );
}
