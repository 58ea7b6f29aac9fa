import { ArrowRight, BookOpen } from "~/components/ui/icons";
import type { IconRef } from "~/components/content-icons";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import { IconBadge } from "./icon-badge";
import { IconHeading } from "./icon-heading";
import { stagger } from "./stagger";

type FeaturedArticlesBlockProps = {
  headingId: string;
  eyebrow: string;
  title: string;
  description: string;
  linkLabel: string;
  to: string;
  topics: Array<{ label: string; icon: IconRef }>;
};

/** A banner that sends readers to the curated AI and data science articles. */
export function FeaturedArticlesBlock({
  headingId,
  eyebrow,
  title,
  description,
  linkLabel,
  to,
  topics,
}: FeaturedArticlesBlockProps) {
  return (
    <Reveal className="relative isolate overflow-hidden rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-12 lg:p-14">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-brand-100/70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 left-1/3 -z-10 size-72 rounded-full bg-accent-300/20 blur-3xl"
      />
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <IconHeading icon={BookOpen} eyebrow={eyebrow} title={title} headingId={headingId} />
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{description}</p>
          <ButtonLink to={to} size="lg" className="mt-8">
            {linkLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {topics.map((topic, index) => (
            <Reveal
              as="li"
              key={topic.label}
              delay={stagger(index, 2)}
              className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50/80 p-4 sm:p-5"
            >
              <IconBadge icon={topic.icon} size="sm" tone="accent" />
              <span className="text-sm font-semibold text-navy-900 sm:text-base">
                {topic.label}
              </span>
            </Reveal>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
