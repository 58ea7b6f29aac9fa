import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactSuccess } from "~/components/contact/contact-success";
import { FaqList } from "~/components/faq-list";
import { CtaSection } from "~/components/marketing/cta-section";
import { PageHero } from "~/components/marketing/page-hero";
import { SectionHeading } from "~/components/marketing/section-heading";
import { OfficeMap } from "~/components/office-map";
import { Reveal } from "~/components/reveal";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CONTACT_FAQ } from "~/content/contact";
import { getCompanyInfo } from "~/modules/company/company.server";
import { CONTACT_MESSAGES } from "~/modules/inquiries/contact-messages";
import { storePublicSubmission } from "~/utils/public-submission.server";
import { readVisitSource } from "~/modules/analytics/visit-lookup.server";
import { submitInquiry } from "~/modules/inquiries/inquiries.server";
import { HONEYPOT_FIELD, InquirySchema } from "~/modules/inquiries/inquiry-schema";
import { consumeContactAttempt } from "~/modules/inquiries/rate-limit.server";
import { readForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/seo";
import { readSearchParams } from "~/utils/search-params.server";
import { ONE_TIME_KEY_FIELD } from "~/utils/one-time-key";
import { formPageHeaders, withOneTimeKey } from "~/utils/one-time-key.server";
import { useRootData } from "~/routes/root-data";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description:
      "Talk to our consultants about AI/ML, cloud, data engineering, integration and staff augmentation. We reply within 24 hours.",
  });

// Document responses only carry an action's headers (Retry-After) through here.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => formPageHeaders(actionHeaders);

const SENT_LOCATION = "/contact?sent=1#message-form";
/** The form's heading: the target of the page's closing "Get Started Now". */
const FORM_HEADING_ID = "message-form-heading";

export function loader({ request }: Route.LoaderArgs) {
  return {
    sent: readSearchParams(request, ["sent"]).get("sent") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, {
    unreadable: CONTACT_MESSAGES.unreadable,
    charactersCheckedBySchema: true,
  });
  if (!form.ok) {
    return data(
      { result: { status: "error" as const, error: { "": [form.message] } } },
      { status: 400 },
    );
  }
  const formData = await withOneTimeKey(form.formData);
  const submission = parseWithZod(formData, { schema: InquirySchema });

  const limited = await consumeContactAttempt(context.clientIp);
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [CONTACT_MESSAGES.tooManyRequests] }) },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") {
    // Only the hidden one-time key is wrong: say so, as no field is highlighted.
    const onlyKey = Object.keys(submission.error ?? {}).every(
      (name) => name === ONE_TIME_KEY_FIELD,
    );
    const formErrors = onlyKey ? [CONTACT_MESSAGES.expired] : undefined;
    return data({ result: submission.reply({ formErrors }) }, { status: 400 });
  }
  const stored = await storePublicSubmission(formData, HONEYPOT_FIELD, async () =>
    submitInquiry(
      submission.value,
      await getCompanyInfo(),
      await readVisitSource(request, context.clientIp),
    ),
  );
  if (stored.outcome === "unavailable") {
    return data(
      { result: submission.reply({ formErrors: [CONTACT_MESSAGES.unavailable] }) },
      { status: 503, headers: stored.headers },
    );
  }
  // Stored, stored before (the same form sent again), or a bot: answered like a success.
  return redirect(SENT_LOCATION);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company } = useRootData();
  return (
    <main id="main">
      <PageHero
        eyebrow="Contact Us"
        title="Get in Touch"
        description="Have a project in mind or need specialized technology talent? Tell us about your goals and our team will get back to you within 24 hours."
      />

      <section className="bg-slate-50 py-20 sm:py-24" aria-labelledby={FORM_HEADING_ID}>
        <Container className="grid gap-10 lg:grid-cols-5 lg:gap-12">
          <Reveal className="lg:col-span-2">
            <ContactDetails company={company} />
          </Reveal>
          <Reveal
            delay={1}
            id="message-form"
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-3"
          >
            <h2
              id={FORM_HEADING_ID}
              tabIndex={-1}
              className="text-2xl font-bold text-navy-900 focus:outline-none"
            >
              Send us a message
            </h2>
            {loaderData.sent && !actionData ? (
              <ContactSuccess />
            ) : (
              <>
                <p className="mb-8 mt-2 text-slate-600">
                  Fields marked with <span aria-hidden="true">*</span>
                  <span className="sr-only">an asterisk</span> are required.
                </p>
                <ContactForm lastResult={actionData?.result} />
              </>
            )}
          </Reveal>
        </Container>
      </section>

      <section className="bg-white py-20 sm:py-24" aria-labelledby="visit-heading">
        <Container className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="visit-heading"
              eyebrow="Visit Us"
              title="Our Hamilton Office"
              description="Meet our team in person at our Hamilton, New Jersey headquarters, or at our East Brunswick office by appointment."
              align="left"
            />
          </div>
          <Reveal delay={1}>
            <OfficeMap company={company} />
          </Reveal>
        </Container>
      </section>

      <section className="bg-slate-50 py-20 sm:py-24" aria-labelledby="faq-heading">
        <Container className="max-w-3xl">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently Asked Questions" />
          <div className="mt-12">
            <FaqList items={CONTACT_FAQ} />
          </div>
        </Container>
      </section>

      <CtaSection
        title="Ready to Transform Your Technology?"
        description="Partner with our experts to modernize your systems, unlock your data and build the team you need."
        actions={
          // To the form: its heading (focusable, not a Tab stop) takes the
          // focus, so Tab goes on to the first field and a screen reader says where it is.
          <a href={`#${FORM_HEADING_ID}`} className={buttonClasses("light", "lg")}>
            Get Started Now
          </a>
        }
      />
    </main>
  );
}
