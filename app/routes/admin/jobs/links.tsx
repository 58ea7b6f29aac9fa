import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/links";
import { adminMeta } from "~/components/admin/admin-meta";
import { TrackingLinkForm } from "~/components/admin/jobs/tracking-link-form";
import { TrackingLinksTable } from "~/components/admin/jobs/tracking-links-table";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireStaffActor } from "~/routes/session-guard.server";
import {
  failedFormReply,
  invalidFormReply,
  unreadableFormReply,
} from "~/routes/action-result.server";
import {
  createTrackingLink,
  listJobsForLinks,
  listTrackingLinks,
} from "~/modules/tracking-links/tracking-links.server";
import {
  TRACKING_LINKS_PATH,
  TrackingLinkSchema,
} from "~/modules/tracking-links/tracking-link-schema";
import { FUNNELS_PATH } from "~/modules/funnels/funnel-report";
import { getEnv } from "~/utils/env.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Tracking links");

const NOTICES = { created: "The link was created. Share it where the channel says." } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "jobs");
  const params = readSearchParams(request, ["notice"]);
  const [links, jobs] = await Promise.all([listTrackingLinks(actor), listJobsForLinks(actor)]);
  return { links, jobs, siteUrl: getEnv().PUBLIC_URL, notice: noticeFrom(params, NOTICES) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "jobs");
  const form = await readForm(request);
  if (!form.ok) return unreadableFormReply(form.message);
  const submission = parseWithZod(form.formData, { schema: TrackingLinkSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await createTrackingLink(actor, submission.value);
  if (outcome.ok) return redirect(pathWithNotice(TRACKING_LINKS_PATH, "created"));
  return failedFormReply(submission, outcome);
}

export default function TrackingLinksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { links, jobs, siteUrl, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        eyebrow="Jobs"
        title="Tracking links"
        description="A short link per job and channel. Applications that come through it name the channel as their source."
        actions={
          <>
            <ButtonLink to="/admin/jobs" variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to jobs
            </ButtonLink>
            {/* What the links brought, by step and source. */}
            <ButtonLink to={FUNNELS_PATH} variant="secondary">
              Funnels
            </ButtonLink>
          </>
        }
      />
      {notice ? (
        <Notice tone="success" className="mt-6" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}
      <section
        aria-labelledby="new-link-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="new-link-heading" className="mb-4 text-lg font-semibold text-navy-900">
          New link
        </h2>
        <TrackingLinkForm jobs={jobs} lastResult={actionData?.result} />
      </section>
      <div className="mt-8">
        {links.length ? (
          <TrackingLinksTable rows={links} siteUrl={siteUrl} />
        ) : (
          <p className="text-slate-600">No tracking links yet.</p>
        )}
      </div>
    </>
  );
}
