import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";
import { cn } from "~/utils/cn";

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: "center" | "left";
  /** Heading id, for aria-labelledby on the surrounding section. */
  id?: string;
  tone?: "light" | "dark";
};

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "center",
  id,
  tone = "light",
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <Reveal className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold uppercase tracking-[0.14em]",
            dark ? "text-accent-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn("mt-3 text-3xl font-bold sm:text-4xl", dark ? "text-white" : "text-navy-900")}
      >
        {title}
      </h2>
      {description ? (
        <p
          className={cn("mt-4 text-lg leading-relaxed", dark ? "text-navy-100" : "text-slate-600")}
        >
          {description}
        </p>
      ) : null}
    </Reveal>
  );
}
