import type { ComponentProps } from "react";
import { JobCard } from "~/components/careers/job-card";
import { PageSection } from "~/components/marketing/page-section";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import type { BlockOf } from "~/modules/pages/block-schemas";
import { headingIdOf } from "../heading-id";

export type BlockJob = ComponentProps<typeof JobCard>["job"];

/** /careers filtered as the block is, at its list of positions. */
export function careersHref(filters: { department?: string; location?: string }): string {
  const params = new URLSearchParams();
  if (filters.department) params.set("department", filters.department);
  if (filters.location) params.set("location", filters.location);
  const query = params.toString();
  return `/careers${query ? `?${query}` : ""}#positions`;
}

/** The newest open positions (of one department and/or place) and a link to all of them. */
export function OpenPositionsBlock({
  block,
  jobs,
}: {
  block: BlockOf<"open-positions">;
  jobs: BlockJob[];
}) {
  const { eyebrow, title, description, tone, department, location } = block.fields;
  const headingId = headingIdOf(block);
  return (
    <PageSection labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
      {jobs.length ? (
        <ul className="mt-14 grid gap-5 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-14 text-center text-lg text-slate-600">
          No open positions right now. New roles open often: check back soon.
        </p>
      )}
      <Reveal className="mt-12 flex justify-center">
        <ButtonLink to={careersHref({ department, location })} variant="secondary">
          See all positions
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </Reveal>
    </PageSection>
  );
}
