import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import type { JobExtras } from "~/modules/jobs/job-format";
import { JobHighlights } from "./job-highlights";
import { JobMeta } from "./job-meta";

type JobHeroProps = {
  job: React.ComponentProps<typeof JobMeta>["job"] & { title: string } & Partial<JobExtras>;
  back: { to: string; label: string };
  eyebrow: string;
  /** A call to action under the facts (e.g. Apply Now where the sidebar is far below). */
  action?: React.ReactNode;
};

/** The dark band at the top of the job and application pages. */
export function JobHero({ job, back, eyebrow, action }: JobHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[url('/images/hero-network.svg')] bg-cover bg-right opacity-60"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950 via-navy-950/80 to-navy-950/30"
      />
      <Container className="pb-14 pt-32 sm:pb-16 sm:pt-36">
        <Link
          to={back.to}
          className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-accent-300 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
          {eyebrow}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight text-white sm:text-5xl">
          {job.title}
        </h1>
        <JobMeta job={job} tone="dark" className="mt-6 text-base" />
        <JobHighlights job={job} tone="dark" className="mt-5" />
        {action ? <div className="mt-8">{action}</div> : null}
      </Container>
    </section>
  );
}
