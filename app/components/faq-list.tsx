import { ChevronDown } from "~/components/ui/icons";
import type { FaqItem } from "~/content/contact";
import { Reveal } from "~/components/reveal";

/**
 * Questions as native disclosures: keyboard operable and readable without
 * JavaScript. The question rows are styled once on the list (`[&_summary]:`),
 * not on each item, to keep pages light.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm [&_details]:px-6 [&_details]:py-5 [&_summary]:flex [&_summary]:cursor-pointer [&_summary]:list-none [&_summary]:items-center [&_summary]:justify-between [&_summary]:gap-4 [&_summary]:rounded-md [&_summary]:text-left [&_summary]:text-base [&_summary]:font-semibold [&_summary]:text-navy-900 [&_summary::-webkit-details-marker]:hidden">
      {items.map((item, index) => (
        <Reveal key={item.question} delay={Math.min(index + 1, 6) as 1 | 2 | 3 | 4 | 5 | 6}>
          <details className="group">
            <summary>
              {item.question}
              <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
          </details>
        </Reveal>
      ))}
    </div>
  );
}
