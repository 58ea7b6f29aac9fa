import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { CardLink } from "./card-link";

type InsightCardProps = {
  to: string;
  tag: string;
  title: string;
  summary: string;
  icon: IconComponent;
};

/** Cover colours per topic; the covers are CSS only (no stock photos). */
const COVERS: Record<string, { cover: string; tag: string }> = {
  AI: { cover: "from-brand-600 via-brand-800 to-navy-950", tag: "bg-brand-50 text-brand-700" },
  "Data Science": {
    cover: "from-accent-600 via-navy-700 to-navy-950",
    tag: "bg-teal-50 text-teal-800",
  },
  "Data Engineering": {
    cover: "from-navy-500 via-navy-800 to-navy-950",
    tag: "bg-navy-50 text-navy-700",
  },
};
const FALLBACK = { cover: "from-navy-600 to-navy-950", tag: "bg-slate-100 text-slate-700" };

/** A blog teaser: decorative cover, topic tag, title, summary and a "Read article" link. */
export function InsightCard({ to, tag, title, summary, icon: Icon }: InsightCardProps) {
  const colours = COVERS[tag] ?? FALLBACK;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-lg">
      <div
        aria-hidden="true"
        className={cn(
          "relative flex h-44 items-center justify-center overflow-hidden bg-gradient-to-br",
          colours.cover,
        )}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.18)_1px,transparent_0)] bg-[size:22px_22px]" />
        <div className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10 blur-2xl" />
        <Icon className="relative size-16 stroke-[1.25] text-white/90 transition-transform duration-300 group-hover:scale-110" />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p>
          <span
            className={cn("inline-flex rounded-full px-3 py-1 text-xs font-semibold", colours.tag)}
          >
            {tag}
          </span>
        </p>
        <h3 className="mt-4 text-lg font-semibold leading-snug text-navy-900">{title}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600">{summary}</p>
        <CardLink
          to={to}
          label="Read article"
          srSuffix={`: ${title}`}
          className="mt-6 self-start"
        />
      </div>
    </article>
  );
}
