import { CtaSection } from "~/components/marketing/cta-section";
import { buttonClasses } from "~/components/ui/button";
import { NEWSLETTER_CTA } from "~/content/blog";
import { BLOG_FEED_PATHS } from "~/modules/seo/feed-paths";

/**
 * The blog's closing call to action: its RSS and Atom feeds, the one way to
 * follow it until there is an e-mail subscription (the contact form asks for
 * a company, which a reader has no reason to give).
 */
export function NewsletterCta() {
  return (
    <CtaSection
      title={NEWSLETTER_CTA.title}
      description={NEWSLETTER_CTA.description}
      actions={
        <>
          <a
            href={BLOG_FEED_PATHS.rss}
            type="application/rss+xml"
            className={buttonClasses("light", "lg")}
          >
            {NEWSLETTER_CTA.rss}
          </a>
          <a
            href={BLOG_FEED_PATHS.atom}
            type="application/atom+xml"
            className={buttonClasses("outline-light", "lg")}
          >
            {NEWSLETTER_CTA.atom}
          </a>
        </>
      }
    />
  );
}
