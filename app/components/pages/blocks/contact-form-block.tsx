import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactSuccess } from "~/components/contact/contact-success";
import { Reveal } from "~/components/reveal";
import { Container } from "~/components/ui/container";
import type { BlockOf } from "~/modules/pages/block-schemas";
import type { BlockContext } from "../block-context";
import { headingIdOf } from "../heading-id";

/**
 * The contact details beside the inquiry form. The form posts to /contact
 * wherever it sits (that route's action checks it, decision 003); after a
 * send /contact shows the thank-you here, at `#<block id>`.
 */
export function ContactFormBlock({
  block,
  context,
}: {
  block: BlockOf<"contact-form">;
  context: BlockContext;
}) {
  const headingId = headingIdOf(block);
  const { sent = false, lastResult } = context.contact ?? {};
  return (
    <section className="bg-slate-50 py-20 sm:py-24" aria-labelledby={headingId}>
      <Container className="grid gap-10 lg:grid-cols-5 lg:gap-12">
        <Reveal className="lg:col-span-2">
          <ContactDetails company={context.company} />
        </Reveal>
        <Reveal
          delay={1}
          id={block.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-3"
        >
          {/* Focusable, not a Tab stop: a link to it (the closing "Get Started Now") moves the focus here. */}
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-2xl font-bold text-navy-900 focus:outline-none"
          >
            {block.fields.title}
          </h2>
          {sent && !lastResult ? (
            <ContactSuccess />
          ) : (
            <>
              <p className="mb-8 mt-2 text-slate-600">
                Fields marked with <span aria-hidden="true">*</span>
                <span className="sr-only">an asterisk</span> are required.
              </p>
              <ContactForm lastResult={lastResult} />
            </>
          )}
        </Reveal>
      </Container>
    </section>
  );
}
