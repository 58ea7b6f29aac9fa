import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { PageEditor } from "~/components/admin/pages/page-editor";
import { ButtonLink } from "~/components/ui/button";
import { ExternalLink, History } from "~/components/ui/icons";
import { requireStaff } from "~/routes/session-guard.server";
import { ADMIN_PAGES_PATH } from "~/modules/pages/page-form-schema";
import { getPageForEditor } from "~/modules/pages/pages-admin.server";
import { listLinkTargets, pageEditorAction, pageFormDefaults } from "./page-editor.server";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminMeta(matches, data ? `Edit: ${data.page.title}` : "Edit page");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const [page, linkTargets] = await Promise.all([
    getPageForEditor(params.pageId),
    listLinkTargets(),
  ]);
  if (!page) throw redirect(ADMIN_PAGES_PATH);
  return {
    page: { id: page.id, title: page.title, path: page.path, status: page.status },
    defaults: pageFormDefaults(page),
    linkTargets,
    // The form's autosaves are refused once the page is saved after this (a late autosave).
    loadedAt: new Date().toISOString(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return pageEditorAction(request, context, params.pageId ?? "");
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, defaults, linkTargets, loadedAt } = loaderData;
  return (
    <>
      <AdminPageHeader
        eyebrow="Pages"
        title="Edit page"
        description={`${page.title}. The preview shows your changes before you save them.`}
        actions={
          <>
            <ButtonLink to={`/admin/pages/history/${page.id}`} variant="secondary">
              <History aria-hidden="true" className="size-4" />
              History
            </ButtonLink>
            {page.status === "published" ? (
              <ButtonLink
                to={page.path}
                variant="secondary"
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View on the site
                <span className="sr-only"> (opens in a new tab)</span>
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="mt-8">
        <PageEditor
          key={page.id}
          defaults={defaults}
          lastResult={actionData?.result}
          linkTargets={linkTargets}
          saveLabel="Save page"
          autosaveUrl={
            page.status === "published"
              ? undefined
              : `/admin/pages/autosave/${page.id}?loadedAt=${encodeURIComponent(loadedAt)}`
          }
        />
      </div>
    </>
  );
}
