import { ArrowRight, type IconComponent } from "~/components/ui/icons";
import { Reveal } from "~/components/reveal";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { CapabilityCard } from "./capability-card";
import { CheckList } from "./check-list";
import { IconHeading } from "./icon-heading";
import { PageSection } from "./page-section";
import { stagger } from "./stagger";

type Capability = { title: string; description: string; icon: IconComponent };

type ServiceDetailSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  icon: IconComponent;
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
    <PageSection id={id} labelledBy={headingId} tone={tone}>
      <div className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
        <Reveal className={cn("lg:col-span-5", reversed && "lg:order-last")}>
          <IconHeading icon={icon} eyebrow={eyebrow} title={title} headingId={headingId} />
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{description}</p>
          <CheckList items={outcomes} className="mt-8" />
          <ButtonLink to="/contact" size="lg" className="mt-10">
            Contact Us<span className="sr-only"> about {title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </Reveal>
        <div className="lg:col-span-7">
          <Reveal as="p" className="text-sm font-semibold text-slate-600">
            Key capabilities
          </Reveal>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2">
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
