import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import {
  DataSection,
  ResumeSection,
  WithdrawSection,
  type LastAnswer,
} from "~/components/careers/candidate-status/candidate-actions";
import { LinkNotWorking } from "~/components/careers/candidate-status/link-not-working";
import { StatusSummary } from "~/components/careers/candidate-status/status-summary";
import { ErrorPage } from "~/components/error-page";
import { PageHero } from "~/components/marketing/page-hero";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { statusOf } from "~/routes/action-result.server";
import { APPLICATION_MESSAGES, MAX_RESUME_BYTES } from "~/modules/applications/application-schema";
import { CANDIDATE_STATUS_PATH } from "~/modules/applications/candidate-link-paths";
import { requestDataAction } from "~/modules/candidate-status/candidate-data.server";
import {
  CANDIDATE_MESSAGES,
  CandidateActionSchema,
  DONE_NOTICES,
  type CandidateIntent,
  type DoneNotice,
} from "~/modules/candidate-status/candidate-status-schema";
import {
  getCandidateView,
  replaceResume,
  withdrawApplication,
} from "~/modules/candidate-status/candidate-status.server";
import { consumeCandidatePageAttempt } from "~/modules/candidate-status/rate-limit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { formatLongDate } from "~/utils/dates";
import type { Failure } from "~/utils/domain-result";
import { checkForm } from "~/utils/form.server";
import { discardRequestBody, readMultipartForm } from "~/utils/multipart.server";
import { readSearchParams } from "~/utils/search-params.server";
import { pageMeta } from "~/utils/seo";
import { PRIVATE_HEADERS, privatePageHeaders } from "./private-page-headers";
import type { Route } from "./+types/status";

/**
 * A candidate's private status page (issue 30 item 1, decision 042). The
 * token in the address is the only key: whoever holds the link sees the
 * application, so no cache, crawler or referrer may keep it.
 */

export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? "Your application" : "Link not available",
    description: "The status of your application, in your private link.",
    noindex: true,
  });

const UPLOAD_LIMITS = {
  maxPartSize: MAX_RESUME_BYTES,
  maxFieldSize: 4 * 1024,
  maxFiles: 1,
  maxParts: 10,
};

function tooMany(retryAfterSeconds: number): never {
  throw data(CANDIDATE_MESSAGES.tooManyRequests, {
    status: 429,
    headers: { ...PRIVATE_HEADERS, "Retry-After": String(retryAfterSeconds) },
  });
}

const linkGone = () => data(null, { status: 404, headers: PRIVATE_HEADERS });

const pathOf = (token: string) => `${CANDIDATE_STATUS_PATH}${token}`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const limited = await consumeCandidatePageAttempt(context.clientIp);
  if (limited) tooMany(limited.retryAfterSeconds);
  const view = await getCandidateView(params.token);
  if (!view) throw linkGone();
  const search = readSearchParams(request, ["confirm", "done"]);
  const done = search.get("done");
  return {
    view,
    path: pathOf(params.token),
    confirmWithdraw: search.get("confirm") === "withdraw" && view.canWithdraw,
    done: done && done in DONE_NOTICES ? (done as DoneNotice) : null,
  };
}

function reply(intent: CandidateIntent | null, message: string, status: number) {
  const answer: LastAnswer = { intent, result: { status: "error", error: { "": [message] } } };
  return data({ answer }, { status });
}

function failed(intent: CandidateIntent, failure: Failure) {
  const status = statusOf(failure);
  if (failure.fieldErrors) {
    const answer: LastAnswer = { intent, result: { status: "error", error: failure.fieldErrors } };
    return data({ answer }, { status });
  }
  return reply(intent, failure.message, status);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const limited = await consumeCandidatePageAttempt(context.clientIp);
  if (limited) {
    await discardRequestBody(request);
    tooMany(limited.retryAfterSeconds);
  }
  const path = pathOf(params.token);
  const parsed = await readMultipartForm(request, UPLOAD_LIMITS);
  if (!parsed) return reply(null, CANDIDATE_MESSAGES.unreadable, 400);
  const checked = checkForm(parsed.formData, { files: ["resume"] });
  if (!checked.ok) return reply(null, checked.message, 400);
  if (parsed.oversized) {
    const answer: LastAnswer = {
      intent: "replace-resume",
      result: { status: "error", error: { resume: [APPLICATION_MESSAGES.resumeSize] } },
    };
    return data({ answer }, { status: 413 });
  }
  const submission = parseWithZod(checked.formData, { schema: CandidateActionSchema });
  if (submission.status !== "success") {
    const intent = checked.formData.get("intent");
    const known = CandidateActionSchema.shape.intent.safeParse(intent);
    return data(
      { answer: { intent: known.success ? known.data : null, result: submission.reply() } },
      { status: 400 },
    );
  }
  const { intent, resume } = submission.value;
  const ip = context.clientIp;
  if (intent === "withdraw") {
    const done = await withdrawApplication(params.token, ip);
    if (!done.ok) {
      if (done.reason === "not-found") throw linkGone();
      return failed(intent, done);
    }
    return redirect(`${path}?done=withdrawn#status-heading`);
  }
  if (intent === "replace-resume") {
    // The schema requires the file for this intent; the check only narrows the type.
    if (!resume) return reply(intent, APPLICATION_MESSAGES.resumeRequired, 400);
    const done = await replaceResume(params.token, resume, ip);
    if (!done.ok) {
      if (done.reason === "not-found") throw linkGone();
      return failed(intent, done);
    }
    return redirect(`${path}?done=resume#resume`);
  }
  const kind = intent === "request-erase" ? "erase" : "export";
  const done = await requestDataAction(params.token, kind, ip, await getCompanyInfo());
  if (!done.ok) {
    if (done.reason === "not-found") throw linkGone();
    return failed(intent, done);
  }
  return redirect(`${path}?done=${kind}#your-data`);
}

/** Messages for a form the page no longer shows (withdrawn meanwhile, reviewed meanwhile). */
function unshown(
  answer: LastAnswer | undefined,
  view: { canWithdraw: boolean; canReplaceResume: boolean },
): string[] {
  if (!answer) return [];
  const shown =
    (answer.intent === "withdraw" && view.canWithdraw) ||
    (answer.intent === "replace-resume" && view.canReplaceResume) ||
    answer.intent === "request-export" ||
    answer.intent === "request-erase";
  if (shown) return [];
  return Object.values(answer.result.error ?? {}).flatMap((messages) => messages ?? []);
}

export default function CandidateStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, path, confirmWithdraw, done } = loaderData;
  const answer = actionData?.answer;
  return (
    <main id="main">
      <PageHero
        eyebrow={view.general ? "Your CV with us" : "Your application"}
        title={view.jobTitle}
        description={`Applied on ${formatLongDate(view.appliedAt)}. This page is private to you: keep its link to yourself.`}
      />
      <section className="bg-slate-50 py-14 sm:py-20">
        <Container className="max-w-4xl space-y-8">
          {unshown(answer, view).length ? (
            <Notice tone="error" autoFocus>
              {unshown(answer, view).map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Notice>
          ) : null}
          {done && !answer ? (
            <Notice tone="success" autoFocus>
              <p>{DONE_NOTICES[done]}</p>
            </Notice>
          ) : null}
          <StatusSummary
            appliedAt={view.appliedAt}
            changedAt={view.changedAt}
            stage={view.stage}
            outcome={view.outcome}
            reached={view.reached}
            nextSteps={view.nextSteps}
          />
          {view.canWithdraw ? (
            <WithdrawSection
              path={path}
              jobTitle={view.jobTitle}
              confirming={confirmWithdraw}
              answer={answer}
            />
          ) : null}
          {view.canReplaceResume ? (
            <ResumeSection path={path} fileName={view.resumeFileName} answer={answer} />
          ) : null}
          <DataSection path={path} answer={answer} />
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
