import { ArrowLeft, Compass, ServerCrash } from "~/components/ui/icons";
import { Container } from "~/components/ui/container";
import { ButtonLink } from "~/components/ui/button";

/**
 * The branded page for 404, for a refused request (another 4xx, with the
 * reason when there is one) and for server trouble (5xx).
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500;
  const Icon = notFound ? Compass : ServerCrash;
  return (
    <main id="main" className="bg-navy-950 text-white">
      <Container className="flex min-h-[70vh] flex-col items-center justify-center pb-20 pt-36 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-white/10">
          <Icon aria-hidden="true" className="h-8 w-8 text-accent-300" />
        </span>
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
          {notFound ? "Error 404" : `Error ${status}`}
        </p>
        <h1 className="mt-3 text-4xl font-bold text-white sm:text-5xl">
          {notFound
            ? "Page not found"
            : refused
              ? "We couldn't handle that request"
              : "Something went wrong on our side"}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100">
          {notFound
            ? "The page you're looking for doesn't exist or has moved. Let's get you back on track."
            : refused
              ? (message ?? "Check the address, or start again from the home page.")
              : "We couldn't load this page right now. Please try again in a moment."}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/" variant="light" size="lg">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Home
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline-light" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
