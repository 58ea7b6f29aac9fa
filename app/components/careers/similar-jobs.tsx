import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";
import { JobCard } from "./job-card";

type JobCardData = Parameters<typeof JobCard>[0]["job"];

/** Up to three open positions like this one: under a job, and on a closed job's page. */
export function SimilarJobs({
  title,
  jobs,
  className,
}: {
  title: string;
  jobs: JobCardData[];
  className?: string;
}) {
  if (!jobs.length) return null;
  return (
    <section aria-labelledby="similar-heading" className={cn("bg-white py-16 sm:py-20", className)}>
      <Container>
        <h2 id="similar-heading" className="text-3xl font-bold text-navy-900">
          {title}
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {jobs.map((other) => (
            <li key={other.id}>
              <JobCard job={other} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
