import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/company";
import { CompanyForm } from "~/components/admin/settings/company-form";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { Notice } from "~/components/ui/notice";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { failedFormReply, unfinishedFormReply } from "~/routes/action-result.server";
import { CompanySettingsSchema } from "~/modules/company/company-schema";
import { COMPANY_MESSAGES, COMPANY_NOTICES } from "~/modules/company/company-messages";
import {
  getCompanySettingsForAdmin,
  updateCompanyInfo,
} from "~/modules/company/company-admin.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { formatAdminDateTime } from "~/utils/dates";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Company information");

const PATH = "/admin/settings/company";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "company");
  const { settings, updatedAt, updatedBy } = await getCompanySettingsForAdmin();
  const notice = noticeFrom(readSearchParams(request, ["notice"]), COMPANY_NOTICES);
  return { settings, updatedAt, updatedBy, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "company");
  const form = await readForm(request, {
    objectLists: ["offices"],
    objects: ["hours", "social"],
    unreadable: COMPANY_MESSAGES.invalidRequest,
  });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  const submission = parseOrNull(form.formData);
  if (!submission) return data({ message: COMPANY_MESSAGES.invalidRequest }, { status: 400 });
  // Add, remove and move office post the form without JavaScript: 200 with the list changed.
  if (submission.status !== "success") return unfinishedFormReply(submission);
  const result = await updateCompanyInfo(actor, submission.value);
  if (!result.ok) return failedFormReply(submission, result);
  return redirect(pathWithNotice(PATH, "company-saved"));
}

/** The parsed form, or null when a list button's intent is not one this page sends (Conform throws). */
function parseOrNull(formData: FormData) {
  try {
    return parseWithZod(formData, { schema: CompanySettingsSchema });
  } catch {
    return null;
  }
}

export default function CompanySettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, updatedAt, updatedBy, notice } = loaderData;
  const status = updatedAt ? (
    <p>
      Last saved{" "}
      <time dateTime={new Date(updatedAt).toISOString()}>{formatAdminDateTime(updatedAt)}</time>
      {updatedBy ? ` by ${updatedBy}` : ""}.
    </p>
  ) : (
    <p>The site shows the demo company until you save.</p>
  );
  return (
    <>
      <SettingsHeader description="The name, contact details, offices, hours and social links shown across the public website." />
      {notice && !actionData ? (
        <Notice tone="success" className="mt-8" autoFocus>
          <p>{notice}</p>
        </Notice>
      ) : null}
      {actionData && "message" in actionData ? (
        <Notice tone="error" className="mt-8" autoFocus>
          <p>{actionData.message}</p>
        </Notice>
      ) : null}
      <CompanyForm
        // A save reloads the stored values into a fresh form.
        key={updatedAt ? new Date(updatedAt).toISOString() : "demo"}
        settings={settings}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        status={status}
      />
    </>
  );
}
