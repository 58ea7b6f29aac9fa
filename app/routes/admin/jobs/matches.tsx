import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/matches";
import { adminMeta } from "~/components/admin/admin-meta";
import { MatchingPeople } from "~/components/admin/jobs/matching-people";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireStaffActor } from "~/routes/session-guard.server";
import { statusOf } from "~/routes/action-result.server";
import { inviteToApply } from "~/modules/rediscovery/invitations.server";
import { INVITE_MESSAGES, InviteSchema } from "~/modules/rediscovery/invite-schema";
import { findJobMatches } from "~/modules/rediscovery/matches.server";
import { formatCount } from "~/utils/counts";
import { readForm } from "~/utils/form.server";
import { pathWithNotice } from "~/utils/notices";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Matching people");

// As the edit page: an unknown job sends the user back to the list.
const UNKNOWN_JOB = pathWithNotice("/admin/jobs", "not-found");

// Applicants' personal data: the applications area (Recruiters and Administrators).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const matches = await findJobMatches(actor, params.jobId);
  if (!matches) throw redirect(UNKNOWN_JOB);
  return matches;
}

type Answer = { notice: { tone: "success" | "info" | "error"; text: string } };

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const form = await readForm(request);
  const answer = (tone: Answer["notice"]["tone"], text: string, status: number) =>
    data<Answer>({ notice: { tone, text } }, { status });
  if (!form.ok) return answer("error", form.message, 400);
  const submission = parseWithZod(form.formData, { schema: InviteSchema });
  if (submission.status !== "success") return answer("error", INVITE_MESSAGES.notMatched, 400);
  const outcome = await inviteToApply(actor, params.jobId, submission.value);
  if (!outcome.ok)
    return answer("error", outcome.message ?? INVITE_MESSAGES.notMatched, statusOf(outcome));
  if (outcome.value.kind === "already") return answer("info", outcome.value.message, 409);
  return answer("success", INVITE_MESSAGES.sent(outcome.value.name), 200);
}

export default function JobMatchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, people, total } = loaderData;
  const shown = people.length < total ? ` (the best ${people.length} shown)` : "";
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        eyebrow="Jobs"
        title="Matching people"
        description={
          <>
            People in the talent pool and past applicants who may suit{" "}
            <strong className="font-semibold text-navy-900">{job.title}</strong>: they asked to be
            considered for future openings, and have not applied for this job.
          </>
        }
        actions={
          <ButtonLink to={`/admin/jobs/edit/${job.id}`} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the job
          </ButtonLink>
        }
      />
      {actionData?.notice ? (
        <Notice tone={actionData.notice.tone} className="mt-6" autoFocus>
          <p>{actionData.notice.text}</p>
        </Notice>
      ) : null}
      {job.isOpen ? null : (
        <Notice tone="info" className="mt-6">
          <p>{INVITE_MESSAGES.notOpen}</p>
        </Notice>
      )}
      <p className="mt-6 text-sm font-medium text-slate-700">
        Matching: {formatCount(total, "person")}
        {shown}
      </p>
      <div className="mt-3">
        {people.length ? (
          <MatchingPeople people={people} canInvite={job.isOpen} />
        ) : (
          <p className="text-slate-600">
            Nobody matches yet: no one who consented to future openings applied in this department
            or named this job&apos;s keywords.
          </p>
        )}
      </div>
    </div>
  );
}
