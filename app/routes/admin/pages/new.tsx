import type { Route } from "./+types/new";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { PageEditor } from "~/components/admin/pages/page-editor";
import { requireStaff } from "~/routes/session-guard.server";
import { NEW_PAGE_DEFAULTS } from "~/modules/pages/page-form-schema";
import { listLinkTargets, pageEditorAction } from "./page-editor.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New page");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  return { linkTargets: await listLinkTargets() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return pageEditorAction(request, context, null);
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        eyebrow="Pages"
        title="New page"
        description="Build the page from blocks. The preview shows it as visitors will see it; nothing is public until it is published."
      />
      <div className="mt-8">
        <PageEditor
          defaults={NEW_PAGE_DEFAULTS}
          lastResult={actionData?.result}
          linkTargets={loaderData.linkTargets}
          saveLabel="Create page"
        />
      </div>
    </>
  );
}
