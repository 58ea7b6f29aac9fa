import { ButtonLink } from "~/components/ui/button";
import {
  ArrowRight,
  BadgeDollarSign,
  Briefcase,
  Building,
  Calendar,
  Hourglass,
  Laptop,
  MapPin,
  type IconComponent,
} from "~/components/ui/icons";
import { formatSalaryRange, type JobExtras } from "~/modules/jobs/job-format";
import { formatCalendarDate } from "~/utils/calendar-dates";
import { formatLongDate, isoDate } from "~/utils/dates";
import { ShareJobButton } from "./share-job-button";

type JobSummaryProps = {
  job: {
    id: string;
    title: string;
    department: string;
    location: string;
    type: string;
    datePosted: Date | string;
  } & JobExtras;
  shareUrl: string;
};

/** The job page's sidebar: the facts at a glance, Apply Now and Share Job. */
export function JobSummary({ job, shareUrl }: JobSummaryProps) {
  const salary = formatSalaryRange(job);
  const facts: Array<{ icon: IconComponent; label: string; value: React.ReactNode }> = [
    { icon: Building, label: "Department", value: job.department },
    { icon: MapPin, label: "Location", value: job.location },
    { icon: Briefcase, label: "Job type", value: job.type },
    {
      icon: Calendar,
      label: "Posted",
      value: <time dateTime={isoDate(job.datePosted)}>{formatLongDate(job.datePosted)}</time>,
    },
  ];
  if (job.isRemote) facts.push({ icon: Laptop, label: "Workplace", value: "Remote" });
  if (salary) facts.push({ icon: BadgeDollarSign, label: "Salary", value: salary });
  if (job.closingDate) {
    facts.push({
      icon: Hourglass,
      label: "Apply by",
      value: <time dateTime={job.closingDate}>{formatCalendarDate(job.closingDate)}</time>,
    });
  }
  return (
    <aside
      aria-labelledby="job-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7 lg:sticky lg:top-28"
    >
      <h2 id="job-summary-heading" className="text-lg font-semibold text-navy-900">
        Job Summary
      </h2>
      <dl className="mt-5 space-y-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-8 font-medium text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-7 space-y-3 border-t border-slate-200 pt-6">
        <ButtonLink to={`/careers/apply/${job.id}`} size="lg" className="w-full">
          Apply Now
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ShareJobButton title={job.title} url={shareUrl} />
      </div>
    </aside>
  );
}
