import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/reveal";

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The home page's hero is taller. */
  size?: "page" | "home";
  children?: ReactNode;
};

/** Dark hero band shared by every public page; the background ships with the app. */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  size = "page",
  children,
}: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[url('/images/hero-network.svg')] bg-cover bg-center opacity-90"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/40 via-navy-950/30 to-navy-950"
      />
      <Container
        className={
          size === "home"
            ? "pb-24 pt-36 sm:pb-32 sm:pt-44 lg:pb-40 lg:pt-52"
            : "pb-16 pt-32 sm:pb-20 sm:pt-40"
        }
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <Reveal
              as="p"
              className="inline-flex items-center rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300"
            >
              {eyebrow}
            </Reveal>
          ) : null}
          <Reveal
            as="h1"
            delay={1}
            className={
              size === "home"
                ? "mt-6 text-4xl font-bold leading-tight text-white sm:text-5xl lg:text-6xl"
                : "mt-5 text-4xl font-bold leading-tight text-white sm:text-5xl"
            }
          >
            {title}
          </Reveal>
          {description ? (
            <Reveal
              as="p"
              delay={2}
              className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl"
            >
              {description}
            </Reveal>
          ) : null}
          {actions ? (
            <Reveal delay={3} className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
              {actions}
            </Reveal>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
