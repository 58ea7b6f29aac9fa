import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { LinkNotWorking } from "~/components/careers/candidate-status/link-not-working";
import { ErrorPage } from "~/components/error-page";
import { RadioGroupField } from "~/components/forms/radio-group-field";
import { serverForm, serverFormProps } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { PageHero } from "~/components/marketing/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Check, Mail, Trash2 } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import {
  frequencyLabel,
  JOB_ALERT_FREQUENCY_OPTIONS,
  JOB_ALERT_MESSAGES,
  JOB_ALERTS_PATH,
  JobAlertFrequencySchema,
  jobAlertLinkPath,
  JobAlertManageSchema,
} from "~/modules/job-alerts/job-alert-schema";
import { searchPath } from "~/modules/job-alerts/job-alert-search";
import { consumeJobAlertAttempt } from "~/modules/job-alerts/rate-limit.server";
import {
  changeJobAlertFrequency,
  confirmJobAlert,
  getAlertByToken,
  unsubscribeJobAlert,
} from "~/modules/job-alerts/subscriptions.server";
import { readForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/seo";
import { PRIVATE_HEADERS, privatePageHeaders } from "./private-page-headers";
import type { Route } from "./+types/alerts-manage";

/**
 * The page an alert e-mail's link opens: confirm (double opt-in — a button,
 * never the GET, so a mail scanner confirms nothing), change how often, or
 * unsubscribe with one press and no question. Every dead link gets the
 * same 404 page. Never cached, noindex, rate-limited per address.
 */

export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Your job alert", description: "Manage your job alert.", noindex: true });

async function limit(ip: string) {
  const limited = await consumeJobAlertAttempt(ip);
  if (limited) {
    throw data(JOB_ALERT_MESSAGES.tooManyRequests, {
      status: 429,
      headers: { ...PRIVATE_HEADERS, "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
}

/** Where an unsubscribe lands (post/redirect/get): a fixed word, never a token. */
export const UNSUBSCRIBED = "unsubscribed";

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await limit(context.clientIp);
  if (params.token === UNSUBSCRIBED) return { unsubscribed: true as const };
  const alert = await getAlertByToken(params.token);
  if (!alert) throw notFound();
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    unsubscribed: false as const,
    alert,
    path: jobAlertLinkPath(params.token),
    saved: saved === "confirmed" || saved === "frequency" ? saved : null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await limit(context.clientIp);
  const form = await readForm(request);
  const submission = form.ok ? parseWithZod(form.formData, { schema: JobAlertManageSchema }) : null;
  if (!submission || submission.status !== "success") {
    return data({ result: submission?.reply() ?? null }, { status: 400 });
  }
  const here = jobAlertLinkPath(params.token);
  const ip = context.clientIp;
  const asked = submission.value;
  if (asked.intent === "unsubscribe") {
    await unsubscribeJobAlert(params.token, ip);
    return redirect(`${JOB_ALERTS_PATH}/${UNSUBSCRIBED}`);
  }
  const done =
    asked.intent === "confirm"
      ? await confirmJobAlert(params.token, ip)
      : await changeJobAlertFrequency(params.token, asked.frequency, ip);
  if (!done.ok) throw notFound();
  return redirect(`${here}?saved=${asked.intent === "confirm" ? "confirmed" : "frequency"}`);
}

function Unsubscribed() {
  return (
    <main id="main">
      <PageHero eyebrow="Job alerts" title="You are unsubscribed" />
      <section className="bg-slate-50 py-14 sm:py-20">
        <Container className="max-w-3xl">
          <Notice tone="success" autoFocus>
            <p>
              You will get no more job alerts for this search, and we deleted it with your address.
            </p>
          </Notice>
          <ButtonLink to="/careers#positions" variant="secondary" className="mt-8">
            View Open Positions
          </ButtonLink>
        </Container>
      </section>
    </main>
  );
}

export default function ManageJobAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.unsubscribed) return <Unsubscribed />;
  const { alert, path, saved } = loaderData;
  const { form, fields } = serverForm(JobAlertFrequencySchema, {
    id: "alert-frequency",
    lastResult: actionData?.result ?? undefined,
  });
  const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";
  return (
    <main id="main">
      <PageHero
        eyebrow="Job alerts"
        title={alert.confirmed ? "Your job alert" : "Confirm your job alert"}
        description={`New jobs matching “${alert.searchLabel}”.`}
      />
      <section className="bg-slate-50 py-14 sm:py-20">
        <Container className="max-w-3xl space-y-8">
          {saved ? (
            <Notice tone="success" autoFocus>
              <p>
                {saved === "confirmed"
                  ? "Your job alert is on. We e-mail you when a matching job opens."
                  : `Saved: ${frequencyLabel(alert.frequency).toLowerCase()}.`}
              </p>
            </Notice>
          ) : null}
          {alert.confirmed ? (
            <form method="post" action={path} {...serverFormProps(form)} className={card}>
              <input type="hidden" name="intent" value="frequency" />
              <RadioGroupField
                field={{ ...fields.frequency, initialValue: alert.frequency }}
                legend="How often"
                required
                options={JOB_ALERT_FREQUENCY_OPTIONS}
              />
              <SubmitButton pendingLabel="Saving…" className="mt-6">
                <Check aria-hidden="true" className="size-4" />
                Save
              </SubmitButton>
            </form>
          ) : (
            <form method="post" action={path} className={card}>
              <p className="leading-relaxed text-slate-700">
                Press the button to start the alerts (
                {frequencyLabel(alert.frequency).toLowerCase()}). If you did not ask for them, close
                this page: nothing will be sent.
              </p>
              <SubmitButton intent="confirm" pendingLabel="Confirming…" className="mt-6">
                <Mail aria-hidden="true" className="size-4" />
                Confirm job alert
              </SubmitButton>
            </form>
          )}
          <form method="post" action={path} className={card}>
            <p className="leading-relaxed text-slate-700">
              Unsubscribing stops the alerts at once and deletes this search with your address.
            </p>
            <SubmitButton
              intent="unsubscribe"
              variant="danger"
              pendingLabel="Unsubscribing…"
              className="mt-6"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Unsubscribe
            </SubmitButton>
          </form>
          <ButtonLink to={searchPath(alert.search)} variant="secondary">
            See matching jobs
          </ButtonLink>
        </Container>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <LinkNotWorking />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return <ErrorPage status={status} message={message} />;
}
