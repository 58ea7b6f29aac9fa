import type { ReactNode } from "react";

type AdminPageHeaderProps = {
  title: string;
  /** Small uppercase line above the title (the section name). */
  eyebrow?: string;
  description?: ReactNode;
  /** Buttons or links on the right (stacked below on phones). */
  actions?: ReactNode;
};

/** The heading block every admin page starts with. */
export function AdminPageHeader({ title, eyebrow, description, actions }: AdminPageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold text-navy-900">{title}</h1>
        {description ? <div className="mt-2 max-w-2xl text-slate-600">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
