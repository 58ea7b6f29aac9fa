import type { ComponentProps, ElementType } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Stagger step: 1–6 → 0.1 s – 0.6 s (spec section 9). */
  delay?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
} & Omit<ComponentProps<T>, "as">;

/**
 * Fades and lifts its content in once it is 10 % visible. The observer lives
 * in the inline reveal script (see utils/reveal-script.ts); this only marks up.
 */
export function Reveal<T extends ElementType = "div">({ as, delay = 0, ...props }: RevealProps<T>) {
  const Component: ElementType = as ?? "div";
  return (
    // The reveal script may mark the element `data-revealed` before hydration.
    <Component
      data-reveal=""
      data-reveal-delay={delay > 0 ? String(delay) : undefined}
      suppressHydrationWarning
      {...props}
    />
  );
}
