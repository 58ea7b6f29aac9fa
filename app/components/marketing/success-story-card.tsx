import { Quote } from "~/components/ui/icons";

type SuccessStoryCardProps = {
  project: string;
  industry: string;
  quote: string;
  client: { name: string; title: string; company: string };
  results: Array<{ value: string; label: string }>;
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** A client quote with its headline results, for dark backgrounds. */
export function SuccessStoryCard({
  project,
  industry,
  quote,
  client,
  results,
}: SuccessStoryCardProps) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-5 shadow-2xl shadow-black/20 backdrop-blur-sm sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
        {industry}
      </p>
      <h3 className="mt-1 text-xl font-semibold text-white sm:mt-2 sm:text-2xl">{project}</h3>
      <dl className="mt-5 grid grid-cols-2 gap-4 border-b border-white/10 pb-5 sm:mt-8 sm:gap-6 sm:pb-8">
        {results.map((result) => (
          <div key={result.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-navy-200">{result.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-accent-300 sm:text-5xl">
              {result.value}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="mt-5 flex flex-1 flex-col sm:mt-8">
        <Quote className="size-6 text-brand-400 sm:size-8" aria-hidden="true" />
        <blockquote className="mt-3 flex-1 leading-relaxed text-navy-50 sm:mt-4 sm:text-lg">
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-4 sm:mt-8">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-navy-700 text-sm font-bold text-white"
          >
            {initials(client.name)}
          </span>
          <span>
            <span className="block font-semibold text-white">{client.name}</span>
            <span className="block text-sm text-navy-200">
              {client.title}, {client.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </article>
  );
}
