import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";
import { ConstantMarkup } from "~/utils/constant-markup";

type PageSectionProps = {
  /** id of the heading that names the section. */
  labelledBy: string;
  /** Optional anchor id for in-page links. */
  id?: string;
  tone?: "white" | "muted" | "dark";
  /** Less space above and below on phones (long pages such as /services). */
  compact?: boolean;
  className?: string;
  /**
   * A name for content made of the code's constants alone: drawn once per
   * process and reused (ConstantMarkup), for pages rendered per search.
   */
  constant?: string;
  children: ReactNode;
};

const TONES = {
  white: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-navy-950 text-navy-100",
} as const;

/** A full-width marketing band with the standard vertical rhythm. */
export function PageSection({
  labelledBy,
  id,
  tone = "white",
  compact = false,
  className,
  constant,
  children,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        "relative isolate overflow-hidden sm:py-24",
        compact ? "py-10" : "py-20",
        // Light bands only: contrast checkers (axe, Lighthouse) read text in an
        // undrawn band as if on white, which is only true of a light one.
        tone !== "dark" && "render-when-near",
        TONES[tone],
        className,
      )}
    >
      {constant ? (
        <ConstantMarkup name={constant} host={(content) => <Container {...content} />}>
          {children}
        </ConstantMarkup>
      ) : (
        <Container>{children}</Container>
      )}
    </section>
  );
}
