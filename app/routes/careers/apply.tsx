import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { ApplicationForm } from "~/components/careers/application-form";
import { ApplicationSubmitted } from "~/components/careers/application-submitted";
import { JobHero } from "~/components/careers/job-hero";
import { JobNotFound } from "~/components/careers/job-not-found";
import { ErrorPage } from "~/components/error-page";
import { Container } from "~/components/ui/container";
import {
  GENERAL_APPLICATION_HERO,
  GENERAL_APPLICATION_META,
  GENERAL_APPLICATION_PATH,
  JOB_NOT_FOUND,
} from "~/content/careers";
import { PageHero } from "~/components/marketing/page-hero";
import { storePublicSubmission } from "~/utils/public-submission.server";
import { APPLICATION_FORM_MESSAGES } from "~/modules/applications/application-messages";
import {
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_MESSAGES,
  MAX_RESUME_BYTES,
} from "~/modules/applications/application-schema";
import {
  askedQuestion,
  buildApplicationSchema,
  screeningAnswers,
} from "~/modules/applications/screening-answers";
import { readScreeningQuestions } from "~/modules/jobs/screening-questions";
import { readVisitSource } from "~/modules/analytics/visit-lookup.server";
import { submitApplication } from "~/modules/applications/applications.server";
import { consumeApplicationAttempt } from "~/modules/applications/rate-limit.server";
import { getCompanyInfo } from "~/modules/company/company.server";
import { getActiveJob } from "~/modules/jobs/jobs.server";
import { discardRequestBody, readMultipartForm } from "~/utils/multipart.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/apply";
import { readSearchParams } from "~/utils/search-params.server";
import { checkForm } from "~/utils/form.server";
import { formPageHeaders, withOneTimeKey } from "~/utils/one-time-key.server";

const UPLOAD_LIMITS = {
  maxPartSize: MAX_RESUME_BYTES,
  maxFieldSize: 64 * 1024,
  maxFiles: 1,
  maxParts: 40,
};

/**
 * With a job id: that job, or a 404 once it is gone. Without one (the
 * talent pool's "Send us your CV"): null.
 */
async function jobToApplyFor(jobId: string | undefined) {
  if (jobId === undefined) return null;
  const job = await getActiveJob(jobId);
  if (!job) throw data(null, { status: 404 });
  return job;
}

/** The confirmation's heading (ApplicationSubmitted): where a phone lands after applying. */
const SUBMITTED_FRAGMENT = "application-heading";

const applyPath = (job: { id: string } | null) =>
  job ? `/careers/apply/${job.id}` : GENERAL_APPLICATION_PATH;

export async function loader({ params, request }: Route.LoaderArgs) {
  const job = await jobToApplyFor(params.jobId);
  return {
    job: job && {
      id: job.id,
      title: job.title,
      department: job.department,
      location: job.location,
      type: job.type,
      datePosted: job.datePosted,
      questions: readScreeningQuestions(job.screeningQuestions).map(askedQuestion),
    },
    submitted: readSearchParams(request, ["submitted"]).get("submitted") === "1",
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) {
    return pageMeta(args, {
      title: JOB_NOT_FOUND.title,
      description: JOB_NOT_FOUND.apply,
      noindex: true,
    });
  }
  const { job } = args.loaderData;
  if (!job) return pageMeta(args, GENERAL_APPLICATION_META);
  return pageMeta(args, {
    title: `Apply: ${job.title}`,
    description: `Apply for the ${job.title} position (${job.type}, ${job.location}): a short form and your résumé.`,
  });
};

// Document responses only carry an action's headers (Retry-After) through here.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => formPageHeaders(actionHeaders);

function formError(message: string, status: number, headers?: HeadersInit) {
  return data(
    { result: { status: "error" as const, error: { "": [message] } } },
    { status, headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const limited = await consumeApplicationAttempt(context.clientIp);
  if (limited) {
    await discardRequestBody(request);
    return formError(APPLICATION_FORM_MESSAGES.tooManyRequests, 429, {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  let job: Awaited<ReturnType<typeof jobToApplyFor>>;
  try {
    job = await jobToApplyFor(params.jobId);
  } catch (notFound) {
    await discardRequestBody(request);
    throw notFound;
  }

  const parsed = await readMultipartForm(request, UPLOAD_LIMITS);
  if (!parsed) return formError(APPLICATION_FORM_MESSAGES.unreadable, 400);
  const checked = checkForm(parsed.formData, {
    files: ["resume"],
    charactersCheckedBySchema: true,
  });
  if (!checked.ok) return formError(checked.message, 400);
  // The job's questions as stored now: the form and the answers agree on them.
  const questions = job ? readScreeningQuestions(job.screeningQuestions) : [];
  const submission = parseWithZod(await withOneTimeKey(checked.formData), {
    schema: buildApplicationSchema(questions.map(askedQuestion)),
  });
  if (parsed.oversized) {
    // Everything after the résumé was cut off with it: report only the file.
    const reply = submission.reply();
    return data(
      {
        result: {
          ...reply,
          status: "error" as const,
          error: { resume: [APPLICATION_MESSAGES.resumeSize] },
        },
      },
      { status: 413 },
    );
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  // A fragment of its own: a redirect without one would inherit the form's
  // (the error summary's) and land nowhere in particular.
  const done = redirect(`${applyPath(job)}?submitted=1#${SUBMITTED_FRAGMENT}`);
  const stored = await storePublicSubmission(
    parsed.formData,
    APPLICATION_HONEYPOT_FIELD,
    async () =>
      submitApplication(
        submission.value,
        job,
        await getCompanyInfo(),
        screeningAnswers(questions, submission.value),
        await readVisitSource(request, context.clientIp),
      ),
  );
  if (stored.outcome === "unavailable") {
    return data(
      { result: submission.reply({ formErrors: [APPLICATION_FORM_MESSAGES.unavailable] }) },
      { status: 503, headers: stored.headers },
    );
  }
  if (stored.outcome === "stored" && stored.value.status === "not-pdf") {
    return data(
      { result: submission.reply({ fieldErrors: { resume: [APPLICATION_MESSAGES.resumeType] } }) },
      { status: 415 },
    );
  }
  // Stored, or a bot answered like a success.
  return done;
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, submitted } = loaderData;
  const done = submitted && !actionData;
  return (
    <main id="main">
      {job ? (
        <JobHero
          job={job}
          eyebrow={done ? "Application received" : "Apply for this position"}
          back={{ to: `/careers/job/${job.id}`, label: "Back to Job Details" }}
        />
      ) : (
        <PageHero
          eyebrow={done ? "Application received" : GENERAL_APPLICATION_HERO.eyebrow}
          title={GENERAL_APPLICATION_HERO.title}
          description={GENERAL_APPLICATION_HERO.description}
        />
      )}
      <section className="bg-slate-50 py-14 sm:py-20" aria-labelledby="application-heading">
        <Container className="max-w-4xl">
          {done ? (
            <ApplicationSubmitted jobTitle={job?.title ?? null} />
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
              <h2 id="application-heading" className="text-2xl font-bold text-navy-900">
                {job ? "Your application" : "Your CV and details"}
              </h2>
              <p className="mb-8 mt-2 text-slate-600">
                Fields marked with <span aria-hidden="true">*</span>
                <span className="sr-only">an asterisk</span> are required.
              </p>
              <ApplicationForm
                action={applyPath(job)}
                questions={job?.questions}
                lastResult={actionData?.result}
              />
            </div>
          )}
        </Container>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <JobNotFound detail={JOB_NOT_FOUND.apply} />;
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
