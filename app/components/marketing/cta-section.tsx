import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/reveal";

type CtaSectionProps = {
  title: string;
  description: ReactNode;
  actions: ReactNode;
  /** Its heading's id (a page with two calls to action needs two). */
  headingId?: string;
};

/** The closing call to action every marketing page ends with. */
export function CtaSection({
  title,
  description,
  actions,
  headingId = "cta-heading",
}: CtaSectionProps) {
  return (
    <section className="bg-white py-20 sm:py-24" aria-labelledby={headingId}>
      <Container>
        <Reveal className="relative isolate overflow-hidden rounded-3xl bg-navy-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[url('/images/hero-network.svg')] bg-cover bg-center opacity-40"
          />
          <h2 id={headingId} className="text-3xl font-bold text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">
            {description}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        </Reveal>
      </Container>
    </section>
  );
}
