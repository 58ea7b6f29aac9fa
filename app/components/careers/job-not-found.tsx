import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft, SearchX } from "~/components/ui/icons";
import { Container } from "~/components/ui/container";
import { JOB_NOT_FOUND } from "~/content/careers";

/** The spec's screen for an unknown or inactive job (served with status 404). */
export function JobNotFound({ detail }: { detail: string }) {
  return (
    <main id="main" className="bg-navy-950 text-white">
      <Container className="flex min-h-[70vh] flex-col items-center justify-center pb-20 pt-36 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-white/10">
          <SearchX aria-hidden="true" className="size-8 text-accent-300" />
        </span>
        <h1 className="mt-8 text-3xl font-bold text-white sm:text-4xl">{JOB_NOT_FOUND.title}</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-navy-100">{detail}</p>
        <ButtonLink to="/careers" variant="light" size="lg" className="mt-10">
          <ArrowLeft aria-hidden="true" className="size-4" />
          View Open Positions
        </ButtonLink>
      </Container>
    </main>
  );
}
