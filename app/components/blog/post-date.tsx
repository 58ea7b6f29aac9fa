import { BLOG_MESSAGES } from "~/content/blog";
import { formatLongDate, isoDate } from "~/utils/dates";

/** "January 5, 2026" in the company's time zone, or 'Draft' when there is no date. */
export function PostDate({ date, className }: { date: Date | string | null; className?: string }) {
  if (!date) return <span className={className}>{BLOG_MESSAGES.draft}</span>;
  return (
    <time dateTime={isoDate(date)} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
