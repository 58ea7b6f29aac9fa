import { ChevronDown } from "~/components/ui/icons";
import type { FaqItem } from "~/content/contact";
import { Reveal } from "~/components/reveal";

/** Questions as native disclosures: keyboard operable and readable without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => (
        <Reveal key={item.question} delay={Math.min(index + 1, 6) as 1 | 2 | 3 | 4 | 5 | 6}>
          <details className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left text-base font-semibold text-navy-900">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
          </details>
        </Reveal>
      ))}
    </div>
  );
}
