import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/privacy";
import { adminMeta } from "~/components/admin/admin-meta";
import { PersonDataPanel } from "~/components/admin/settings/person-data-panel";
import { PersonLookupForm } from "~/components/admin/settings/person-lookup-form";
import { SettingsPage } from "~/components/admin/settings/settings-page";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { SETTINGS_PATHS } from "~/modules/accounts/settings-notices";
import { erasePersonData, findPersonData } from "~/modules/privacy/person-data.server";
import { PersonEmailSchema, PRIVACY_REQUEST_MESSAGES } from "~/modules/privacy/person-schema";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Privacy requests");

const NOTICES = { erased: PRIVACY_REQUEST_MESSAGES.erased } as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  return { notice: noticeFrom(readSearchParams(request, ["notice"]), NOTICES) };
}

// Looking up and erasing are POSTs, so the address never lands in a URL or a log line.
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "privacy");
  const form = await readForm(request, { unreadable: PRIVACY_REQUEST_MESSAGES.invalidRequest });
  if (!form.ok) {
    return data({ result: { status: "error" as const, error: { "": [form.message] } } }, 400);
  }
  const submission = parseWithZod(form.formData, { schema: PersonEmailSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const { email, intent } = submission.value;
  if (intent === "erase") {
    await erasePersonData(actor, email);
    return redirect(pathWithNotice(SETTINGS_PATHS.privacy, "erased"));
  }
  return { result: submission.reply(), email, found: await findPersonData(email) };
}

export default function PrivacyRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData && "found" in actionData ? actionData : null;
  return (
    <SettingsPage
      description="Everything the site holds about one person — applications with notes and résumés, inquiries, and the emails sent to or about them — found by their email address, to download in one file or to erase."
      notice={actionData ? null : loaderData.notice}
    >
      <PersonLookupForm lastResult={actionData?.result} />
      {found ? <PersonDataPanel email={found.email} found={found.found} /> : null}
    </SettingsPage>
  );
}
