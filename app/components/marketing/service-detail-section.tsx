import { ArrowRight } from "~/components/ui/icons";
import type { IconRef } from "~/components/content-icons";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { CapabilityCard } from "./capability-card";
import { CheckList } from "./check-list";
import { IconBadge } from "./icon-badge";
import { PageSection } from "./page-section";
import { stagger } from "./stagger";

type Capability = { title: string; description: string; icon: IconRef };

type ServiceDetailSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  icon: IconRef;
  description: string;
  outcomes: string[];
  capabilities: Capability[];
  /** Puts the text on the right on wide screens, for alternating rhythm. */
  reversed?: boolean;
  tone?: "white" | "muted";
};

/** One anchored service on the services page: story on one side, capabilities on the other. */
export function ServiceDetailSection({
  id,
  eyebrow,
  title,
  icon,
  description,
  outcomes,
  capabilities,
  reversed = false,
  tone = "white",
}: ServiceDetailSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <PageSection id={id} labelledBy={headingId} tone={tone} compact>
      <div className="grid gap-7 sm:gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
        <Reveal className={cn("lg:col-span-5", reversed && "lg:order-last")}>
          {/* The icon beside the eyebrow and title on phones, above the title from sm on. */}
          <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 sm:gap-y-6">
            <IconBadge icon={icon} size="lg" className="row-span-2 sm:row-span-1" />
            <p className="self-end text-sm font-semibold uppercase tracking-[0.14em] text-brand-700 sm:self-center">
              {eyebrow}
            </p>
            <h2
              id={headingId}
              className="self-start text-2xl font-bold text-navy-900 sm:col-span-2 sm:text-4xl"
            >
              {title}
            </h2>
          </div>
          <p className="mt-4 leading-relaxed text-slate-600 sm:mt-5 sm:text-lg">{description}</p>
          <CheckList items={outcomes} className="mt-5 sm:mt-8" />
          <ButtonLink to="/contact" size="lg" className="mt-6 sm:mt-10">
            Contact Us<span className="sr-only"> about {title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </Reveal>
        <div className="lg:col-span-7">
          <Reveal as="p" className="text-sm font-semibold text-slate-600">
            Key capabilities
          </Reveal>
          <ul className="mt-3 grid gap-3 sm:mt-4 sm:grid-cols-2 sm:gap-5">
            {capabilities.map((capability, index) => (
              <Reveal as="li" key={capability.title} delay={stagger(index, 2)}>
                <CapabilityCard {...capability} />
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
