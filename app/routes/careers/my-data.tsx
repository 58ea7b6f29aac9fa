import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { LinkNotWorking } from "~/components/careers/candidate-status/link-not-working";
import { ErrorPage } from "~/components/error-page";
import { serverForm, serverFormProps } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormErrorSummary } from "~/components/form-error-summary";
import { PageHero } from "~/components/marketing/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Download, Trash2 } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { CANDIDATE_DATA_PATH } from "~/modules/applications/candidate-link-paths";
import {
  confirmDataRequest,
  getDataRequest,
} from "~/modules/candidate-status/candidate-data.server";
import {
  CANDIDATE_MESSAGES,
  DataRequestConfirmSchema,
} from "~/modules/candidate-status/candidate-status-schema";
import { consumeCandidatePageAttempt } from "~/modules/candidate-status/rate-limit.server";
import { readForm } from "~/utils/form.server";
import { pageMeta } from "~/utils/seo";
import { PRIVATE_HEADERS, privatePageHeaders } from "./private-page-headers";
import type { Route } from "./+types/my-data";

/**
 * The one-time link a candidate's data request e-mailed them: a page that
 * says what will happen and a button that does it — never on the GET, so a
 * mail scanner opening the link changes nothing. A copy downloads from
 * `…/download` (a resource route: the answer is the ZIP itself).
 */

export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Your data",
    description: "Confirm a copy or the erasure of your data.",
    noindex: true,
  });

async function limit(ip: string) {
  const limited = await consumeCandidatePageAttempt(ip);
  if (limited) {
    throw data(CANDIDATE_MESSAGES.tooManyRequests, {
      status: 429,
      headers: { ...PRIVATE_HEADERS, "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
}

/**
 * Where an erasure lands (post/redirect/get): a fixed word, never a token, so
 * the page says only what anyone may read — that an erasure happened.
 */
const ERASED = "erased";

export async function loader({ params, context }: Route.LoaderArgs) {
  await limit(context.clientIp);
  if (params.token === ERASED) return { erased: true as const };
  const request = await getDataRequest(params.token);
  if (!request) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  return { erased: false as const, request, path: `${CANDIDATE_DATA_PATH}${params.token}` };
}

/** The erasure (the copy posts to the download route). */
export async function action({ params, request, context }: Route.ActionArgs) {
  await limit(context.clientIp);
  const form = await readForm(request);
  const submission = form.ok
    ? parseWithZod(form.formData, { schema: DataRequestConfirmSchema })
    : null;
  if (!submission || submission.status !== "success") {
    return data({ message: CANDIDATE_MESSAGES.unreadable }, { status: 400 });
  }
  const done = await confirmDataRequest(params.token, "erase", context.clientIp);
  if (!done.ok || done.value.kind !== "erase") {
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  }
  return redirect(`${CANDIDATE_DATA_PATH}${ERASED}`);
}

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.erased) {
    return (
      <main id="main">
        <PageHero eyebrow="Your data" title="Your data was erased" />
        <section className="bg-slate-50 py-14 sm:py-20">
          <Container className="max-w-3xl">
            <Notice tone="success" autoFocus>
              <p>
                Everything we held under your e-mail address is gone: applications, résumés,
                messages and the e-mails we kept. Links we sent you no longer work.
              </p>
            </Notice>
            <ButtonLink to="/careers" variant="secondary" className="mt-8">
              View Open Positions
            </ButtonLink>
          </Container>
        </section>
      </main>
    );
  }
  const { request, path } = loaderData;
  const erase = request.kind === "erase";
  const { form } = serverForm(DataRequestConfirmSchema, { id: "data-confirm" });
  const errors = actionData?.message ? [actionData.message] : [];
  return (
    <main id="main">
      <PageHero
        eyebrow="Your data"
        title={erase ? "Erase your data" : "Download a copy of your data"}
        description={`You asked for this on the status page of your application for ${request.jobTitle}.`}
      />
      <section className="bg-slate-50 py-14 sm:py-20">
        <Container className="max-w-3xl">
          <form
            method="post"
            action={erase ? path : `${path}/download`}
            {...serverFormProps(form)}
            aria-describedby={errors.length ? form.errorId : undefined}
            className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <FormErrorSummary id={form.errorId} messages={errors} />
            <p className="leading-relaxed text-slate-700">
              {erase
                ? "This erases everything we hold under your e-mail address: every application and résumé, every message you sent us and the e-mails we kept. It cannot be undone, and your status links stop working."
                : "One ZIP file with everything we hold under your e-mail address: your applications and their notes, your résumés, your messages and the e-mails we sent. The button works once."}
            </p>
            <SubmitButton
              intent="confirm"
              variant={erase ? "danger" : "primary"}
              pendingLabel={erase ? "Erasing…" : "Preparing…"}
            >
              {erase ? (
                <Trash2 aria-hidden="true" className="size-4" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              {erase ? "Erase everything" : "Download my data"}
            </SubmitButton>
          </form>
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
