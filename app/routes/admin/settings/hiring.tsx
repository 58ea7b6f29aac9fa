import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/hiring";
import { adminMeta } from "~/components/admin/admin-meta";
import { HiringSettingsForm } from "~/components/admin/settings/hiring-settings-form";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { SETTINGS_MESSAGES } from "~/modules/accounts/account-messages";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { HiringSettingsSchema } from "~/modules/applications/hiring-settings-schema";
import {
  getHiringSettings,
  saveHiringSettings,
} from "~/modules/applications/hiring-settings.server";
import { failedFormReply, invalidFormReply } from "~/routes/action-result.server";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Hiring");

const NOTICES = { saved: "The hiring settings were saved." } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "applications");
  return {
    settings: await getHiringSettings(),
    notice: noticeFrom(readSearchParams(request, ["notice"]), NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "applications");
  const form = await readForm(request, { unreadable: SETTINGS_MESSAGES.invalidRequest });
  if (!form.ok) return data({ message: form.message }, 400);
  const submission = parseWithZod(form.formData, { schema: HiringSettingsSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const saved = await saveHiringSettings(actor, submission.value);
  if (!saved.ok) return failedFormReply(submission, saved);
  return redirect(pathWithNotice(SETTINGS_PATHS.hiring, "saved"));
}

export default function HiringSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      description="How soon every applicant hears from you. Applications still New after the response target are flagged Overdue in the inbox and on the dashboard. Jobs in the places listed below need a pay range before they are published."
      notice={actionData ? null : loaderData.notice}
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <HiringSettingsForm
        settings={loaderData.settings}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </SettingsPage>
  );
}
