import { ArrowLeft, SearchX } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/**
 * A private link that opens nothing (served with 404): unknown, replaced,
 * expired or already used look the same, so a guess learns nothing.
 */
export function LinkNotWorking() {
  return (
    <main id="main" className="bg-navy-950 text-white">
      <Container className="flex min-h-[70vh] flex-col items-center justify-center pb-20 pt-36 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-white/10">
          <SearchX aria-hidden="true" className="size-8 text-accent-300" />
        </span>
        <h1 className="mt-8 text-3xl font-bold text-white sm:text-4xl">This link does not work</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-navy-100">
          Private links stop working after a while, once they are used or when a newer one is sent.
          The newest e-mail we sent you has the link to use.
        </p>
        <ButtonLink to="/careers" variant="light" size="lg" className="mt-10">
          <ArrowLeft aria-hidden="true" className="size-4" />
          View Open Positions
        </ButtonLink>
      </Container>
    </main>
  );
}
