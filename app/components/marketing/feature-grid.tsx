import type { ComponentProps } from "react";
import { Reveal } from "~/components/reveal";
import { FeatureCard } from "./feature-card";
import { stagger } from "./stagger";

type Feature = ComponentProps<typeof FeatureCard>;

/** Two-up grid of feature cards beside a section heading (lg: 7 of 12 columns). */
export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-7">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delay={stagger(index, 2)}>
          <FeatureCard {...item} />
        </Reveal>
      ))}
    </ul>
  );
}
