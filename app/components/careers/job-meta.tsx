import { Briefcase, Building, Calendar, MapPin, type IconComponent } from "~/components/ui/icons";
import { formatLongDate, isoDate } from "~/utils/dates";
import { cn } from "~/utils/cn";

type JobMetaProps = {
  job: { department: string; location: string; type: string; datePosted: Date | string };
  className?: string;
  tone?: "light" | "dark";
  /**
   * Cards: two fixed columns where the card is wide enough for both (so cards
   * in a row line up), one column on a narrow card; a value never clipped.
   */
  compact?: boolean;
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
export function JobMeta({ job, className, tone = "light", compact = false }: JobMetaProps) {
  return (
    <ul
      className={cn(
        // Item and icon styles are set once (app.css), not on each of the four items.
        "meta-row",
        compact
          ? // The card's width, not the window's: a phone's card and a third of a
            // desktop row are both too narrow for "Hybrid — Hamilton, NJ" beside a date.
            "meta-grid"
          : "flex flex-wrap gap-x-5 gap-y-2",
        tone === "dark" ? "text-navy-100" : "text-slate-600",
        className,
      )}
    >
      <Item icon={Building} label="Department">
        <span>{job.department}</span>
      </Item>
      <Item icon={MapPin} label="Location">
        <span>{job.location}</span>
      </Item>
      <Item icon={Briefcase} label="Type">
        <span>{job.type}</span>
      </Item>
      <Item icon={Calendar} label="Posted">
        <time dateTime={isoDate(job.datePosted)}>{formatLongDate(job.datePosted)}</time>
      </Item>
    </ul>
  );
}
