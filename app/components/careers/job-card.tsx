import { ArrowRight } from "~/components/ui/icons";
import type { JobExtras } from "~/modules/jobs/job-format";
import { ConstantMarkup } from "~/utils/constant-markup";
import { JobHighlights } from "./job-highlights";
import { JobMeta } from "./job-meta";

type JobCardProps = {
  job: {
    id: string;
    title: string;
    department: string;
    location: string;
    type: string;
    description: string;
    datePosted: Date | string;
  } & Partial<JobExtras>;
  headingLevel?: "h3" | "h4";
};

/**
 * One open position in a list: the whole card is the link's hit area. Drawn
 * once per job as the public lists keep it (ConstantMarkup): each careers
 * search draws only the cards' places, not their content. A plain link, as
 * the public pages are not hydrated.
 */
export function JobCard({ job, headingLevel: Heading = "h3" }: JobCardProps) {
  return (
    <ConstantMarkup
      name="job-card"
      of={[job, Heading]}
      host={(content) => (
        <article
          className="card job-card group transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
          {...content}
        />
      )}
    >
      {/* Heading colour and the focus ring come from app.css's base styles. */}
      <Heading className="text-lg font-semibold leading-snug">
        <a
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl"
          href={`/careers/job/${job.id}`}
        >
          {job.title}
        </a>
      </Heading>
      <JobMeta job={job} compact className="mt-3" />
      <JobHighlights job={job} compact className="mt-4" />
      <p className="job-card-text">{job.description}</p>
      <span aria-hidden="true" className="job-card-more">
        View Details
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </ConstantMarkup>
  );
}
