import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { getCompanyInfo } from "~/modules/company/company.server";
import { CONTACT_MESSAGES } from "~/modules/inquiries/contact-messages";
import { storePublicSubmission } from "~/utils/public-submission.server";
import { readVisitSource } from "~/modules/analytics/visit-lookup.server";
import { submitInquiry } from "~/modules/inquiries/inquiries.server";
import { HONEYPOT_FIELD, InquirySchema } from "~/modules/inquiries/inquiry-schema";
import { consumeContactAttempt } from "~/modules/inquiries/rate-limit.server";
import { readForm } from "~/utils/form.server";
import { readSearchParams } from "~/utils/search-params.server";
import { ONE_TIME_KEY_FIELD } from "~/utils/one-time-key";
import { formPageHeaders, withOneTimeKey } from "~/utils/one-time-key.server";
import { blockPageMeta } from "./block-page-meta";
import { BlockPageView } from "./block-page-view";
import { loadBlockPage } from "./block-page.server";

// The page around the form is its page record's blocks (issue 28): the form
// block posts here, and this action checks it as before (decision 003).
export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? blockPageMeta(args, args.loaderData.page) : [];

// Document responses only carry an action's headers (Retry-After) through here.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => formPageHeaders(actionHeaders);

/** Where a sent form lands: the seeded contact-form block's id is `message-form`. */
const SENT_LOCATION = "/contact?sent=1#message-form";

export async function loader({ request }: Route.LoaderArgs) {
  const blockPage = await loadBlockPage("/contact");
  if (!blockPage) throw data(null, { status: 404 });
  return { ...blockPage, sent: readSearchParams(request, ["sent"]).get("sent") === "1" };
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
  return (
    <BlockPageView
      {...loaderData.page}
      {...loaderData}
      contact={{ sent: loaderData.sent, lastResult: actionData?.result }}
    />
  );
}
