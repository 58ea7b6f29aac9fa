import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { JobAlertForm } from "~/components/careers/job-alert-form";
import { PageHero } from "~/components/marketing/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { JOB_QUERY_KEYS, parseJobFilters } from "~/modules/jobs/job-filters";
import { JOB_ALERT_MESSAGES, JobAlertSubscribeSchema } from "~/modules/job-alerts/job-alert-schema";
import { savedSearch } from "~/modules/job-alerts/job-alert-search";
import {
  consumeJobAlertAttempt,
  consumeJobAlertMailbox,
} from "~/modules/job-alerts/rate-limit.server";
import {
  normaliseAlertEmail,
  subscribeToJobAlerts,
} from "~/modules/job-alerts/subscriptions.server";
import { HONEYPOT_FIELD } from "~/modules/inquiries/inquiry-schema";
import { readForm } from "~/utils/form.server";
import { storePublicSubmission } from "~/utils/public-submission.server";
import { readSearchParams } from "~/utils/search-params.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/alerts";

/**
 * Where "Get new jobs by e-mail" posts (the form on /careers is the same
 * HTML for everyone, so the cached page stays cached): a refused post comes
 * back here with its messages and typed values; a good one lands on "check
 * your inbox", the same words whether or not the address was known.
 * Never cached (a private prefix), rate-limited per address.
 */

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(PRIVATE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Job alerts",
    description: "Get new jobs by e-mail.",
    noindex: true,
  });

const SENT = "sent";

export function loader({ request }: Route.LoaderArgs) {
  const params = readSearchParams(request, [...JOB_QUERY_KEYS, SENT]);
  return { sent: params.get(SENT) === "1", search: savedSearch(parseJobFilters(params)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { unreadable: JOB_ALERT_MESSAGES.unreadable });
  if (!form.ok) {
    return data(
      { result: { status: "error" as const, error: { "": [form.message] } } },
      { status: 400 },
    );
  }
  const submission = parseWithZod(form.formData, { schema: JobAlertSubscribeSchema });
  const limited = await consumeJobAlertAttempt(context.clientIp);
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [JOB_ALERT_MESSAGES.tooManyRequests] }) },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  // Over its mailbox's limit the answer is the same, and no e-mail goes out.
  const mailboxFull = await consumeJobAlertMailbox(normaliseAlertEmail(submission.value.email));
  if (!mailboxFull) {
    const stored = await storePublicSubmission(form.formData, HONEYPOT_FIELD, () =>
      subscribeToJobAlerts(submission.value),
    );
    if (stored.outcome === "unavailable") {
      return data(
        { result: submission.reply({ formErrors: [JOB_ALERT_MESSAGES.unavailable] }) },
        { status: 503, headers: stored.headers },
      );
    }
  }
  return redirect(`/careers/alerts?${SENT}=1`);
}

export default function JobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = actionData?.result;
  const typed = (lastResult && "initialValue" in lastResult ? lastResult.initialValue : null) ?? {};
  const search = lastResult
    ? savedSearch({
        q: String(typed.q ?? ""),
        department: String(typed.department ?? ""),
        location: String(typed.location ?? ""),
        arrangement: String(typed.arrangement ?? ""),
        type: String(typed.type ?? ""),
      })
    : loaderData.search;
  return (
    <main id="main">
      <PageHero eyebrow="Careers" title="Job alerts" />
      <section className="bg-slate-50 py-14 sm:py-20">
        <Container className="max-w-3xl">
          {loaderData.sent && !lastResult ? (
            <>
              <Notice tone="success" autoFocus>
                <p>
                  Check your inbox: we sent a link to confirm your job alert. Nothing is sent until
                  you open it.
                </p>
              </Notice>
              <ButtonLink to="/careers#positions" variant="secondary" className="mt-8">
                View Open Positions
              </ButtonLink>
            </>
          ) : (
            <JobAlertForm search={search} lastResult={lastResult} />
          )}
        </Container>
      </section>
    </main>
  );
}
