import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/page-header";
import { PageEditor } from "~/components/admin/pages/page-editor";
import { SharePreviewPanel } from "~/components/admin/share-preview-panel";
import { ButtonLink } from "~/components/ui/button";
import { ExternalLink, History } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireStaff } from "~/routes/session-guard.server";
import { ADMIN_PAGES_PATH } from "~/modules/pages/page-form-schema";
import { getPageForEditor } from "~/modules/pages/pages-admin.server";
import { getPagePreviewLinkForAdmin } from "~/modules/pages/page-preview-links.server";
import { takePreviewLinkCookie } from "~/modules/previews/preview-link-cookie.server";
import { PREVIEW_LINK_NOTICES } from "~/modules/previews/preview-link-schema";
import { previewLinkForEditor } from "~/routes/preview-link-action.server";
import { noticeFrom } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";
import { listLinkTargets, pageEditorAction, pageFormDefaults } from "./page-editor.server";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminMeta(matches, data ? `Edit: ${data.page.title}` : "Edit page");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "pages");
  const newLink = takePreviewLinkCookie(request, "/admin/pages/edit");
  const [page, linkTargets, previewLink] = await Promise.all([
    getPageForEditor(params.pageId),
    listLinkTargets(),
    getPagePreviewLinkForAdmin(params.pageId, newLink.token),
  ]);
  if (!page) throw redirect(ADMIN_PAGES_PATH);
  return data(
    {
      page: { id: page.id, title: page.title, path: page.path, status: page.status },
      defaults: pageFormDefaults(page),
      linkTargets,
      previewLink: previewLinkForEditor(previewLink),
      notice: noticeFrom(readSearchParams(request, ["notice"]), PREVIEW_LINK_NOTICES),
      // The form's autosaves are refused once the page is saved after this (a late autosave).
      loadedAt: new Date().toISOString(),
    },
    { headers: newLink.clear },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return pageEditorAction(request, context, params.pageId ?? "");
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, defaults, linkTargets, previewLink, notice, loadedAt } = loaderData;
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
      {notice ? (
        <Notice tone="success" autoFocus className="mt-8">
          <p>{notice}</p>
        </Notice>
      ) : null}
      {/* Shared previews are for drafts (and scheduled pages); a published page has its address. */}
      {page.status === "published" ? null : (
        <div className="mt-8">
          <SharePreviewPanel
            action={`/admin/pages/share/${encodeURIComponent(page.id)}`}
            listedOn="the site"
            link={previewLink}
          />
        </div>
      )}
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
