import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/candidate-emails";
import { adminMeta } from "~/components/admin/admin-meta";
import { CandidateEmailsForm } from "~/components/admin/settings/candidate-emails-form";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { failedFormReply, invalidFormReply } from "~/routes/action-result.server";
import { StatusEmailTemplatesSchema } from "~/modules/applications/status-email-schema";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import {
  getStatusEmailTemplates,
  saveStatusEmailTemplates,
} from "~/modules/applications/status-emails.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Candidate emails");

const NOTICES = { saved: "The templates were saved." } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "applications");
  return {
    templates: await getStatusEmailTemplates(),
    notice: noticeFrom(readSearchParams(request, ["notice"]), NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const form = await readForm(request, {
    objects: ["interview", "rejected"],
    unreadable: SETTINGS_MESSAGES.invalidRequest,
  });
  if (!form.ok) return data({ message: form.message }, 400);
  const submission = parseWithZod(form.formData, { schema: StatusEmailTemplatesSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const saved = await saveStatusEmailTemplates(actor, submission.value);
  if (!saved.ok) return failedFormReply(submission, saved);
  return redirect(pathWithNotice(SETTINGS_PATHS.candidateEmails, "saved"));
}

export default function CandidateEmailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      description="The short emails a recruiter can send a candidate when moving an application to Interview or Rejected (a box on the application's status form)."
      notice={actionData ? null : loaderData.notice}
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <CandidateEmailsForm
        templates={loaderData.templates}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </SettingsPage>
  );
}
