import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowRight, Briefcase } from "~/components/ui/icons";
import { GENERAL_APPLICATION_CTA, GENERAL_APPLICATION_PATH, JOB_CLOSED } from "~/content/careers";
import { SimilarJobs } from "./similar-jobs";

type JobClosedProps = {
  job: { title: string; department: string };
  similar: React.ComponentProps<typeof SimilarJobs>["jobs"];
};

/**
 * A closed job's page (served with status 410): it says so under the job's
 * title and leads on to similar open positions and the talent pool.
 */
export function JobClosed({ job, similar }: JobClosedProps) {
  return (
    <main id="main">
      <section className="bg-navy-950 text-white">
        <Container className="flex flex-col items-center pb-16 pt-36 text-center sm:pb-20">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-white/10">
            <Briefcase aria-hidden="true" className="size-8 text-accent-300" />
          </span>
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
            {JOB_CLOSED.eyebrow} · {job.department}
          </p>
          <h1 className="mt-3 text-3xl font-bold text-white sm:text-4xl">{JOB_CLOSED.title}</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-navy-100">
            {JOB_CLOSED.detail(job.title)}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/careers#positions" variant="light" size="lg">
              View Open Positions
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={GENERAL_APPLICATION_PATH} variant="outline-light" size="lg">
              {GENERAL_APPLICATION_CTA.action}
            </ButtonLink>
          </div>
        </Container>
      </section>
      <SimilarJobs title={JOB_CLOSED.similar} jobs={similar} />
    </main>
  );
}
