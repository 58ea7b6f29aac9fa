import type { ReactNode } from "react";

type SettingsSectionProps = {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
};

/** One settings block: heading and explanation beside a card (stacked on phones). */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid scroll-mt-24 gap-4 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 lg:grid-cols-3 lg:gap-8"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
        {children}
      </div>
    </section>
  );
}
