import { Briefcase, Building, Calendar, MapPin, type IconComponent } from "~/components/ui/icons";
import { formatLongDate, isoDate } from "~/utils/dates";
import { cn } from "~/utils/cn";

type JobMetaProps = {
  job: { department: string; location: string; type: string; datePosted: Date | string };
  className?: string;
  tone?: "light" | "dark";
};

function Item({
  icon: Icon,
  label,
  children,
}: {
  icon: IconComponent;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Icon aria-hidden="true" />
      <span className="sr-only">{`${label}: `}</span>
      {children}
    </li>
  );
}

/** Department, location, type and posted date as a compact icon row. */
export function JobMeta({ job, className, tone = "light" }: JobMetaProps) {
  return (
    <ul
      className={cn(
        // Item and icon styles are set here once, not on each of the four items.
        "flex flex-wrap gap-x-5 gap-y-2 text-sm *:flex *:items-center *:gap-1.5 [&_svg]:size-4 [&_svg]:opacity-70",
        tone === "dark" ? "text-navy-100" : "text-slate-600",
        className,
      )}
    >
      <Item icon={Building} label="Department">
        {job.department}
      </Item>
      <Item icon={MapPin} label="Location">
        {job.location}
      </Item>
      <Item icon={Briefcase} label="Type">
        {job.type}
      </Item>
      <Item icon={Calendar} label="Posted">
        <time dateTime={isoDate(job.datePosted)}>{formatLongDate(job.datePosted)}</time>
      </Item>
    </ul>
  );
}
