import { CtaSection } from "~/components/marketing/cta-section";
import { ButtonLink } from "~/components/ui/button";
import { Mail } from "~/components/ui/icons";
import { NEWSLETTER_CTA } from "~/content/blog";

/** The blog's newsletter call to action; sign-ups go through the contact page. */
export function NewsletterCta() {
  return (
    <CtaSection
      title={NEWSLETTER_CTA.title}
      description={NEWSLETTER_CTA.description}
      actions={
        <ButtonLink to="/contact" variant="light" size="lg">
          <Mail className="size-4" aria-hidden="true" />
          {NEWSLETTER_CTA.action}
        </ButtonLink>
      }
    />
  );
}
