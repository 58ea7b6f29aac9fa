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
    <article className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-7 shadow-2xl shadow-black/20 backdrop-blur-sm sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
        {industry}
      </p>
      <h3 className="mt-2 text-xl font-semibold text-white sm:text-2xl">{project}</h3>
      <dl className="mt-8 grid grid-cols-2 gap-6 border-b border-white/10 pb-8">
        {results.map((result) => (
          <div key={result.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-navy-200">{result.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-accent-300 sm:text-5xl">
              {result.value}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="mt-8 flex flex-1 flex-col">
        <Quote className="size-8 text-brand-400" aria-hidden="true" />
        <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-navy-50">
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
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
