import { data, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { adminMeta } from "~/components/admin/admin-meta";
import { MediaGrid } from "~/components/admin/media/media-grid";
import { MediaUploadForm } from "~/components/admin/media/media-upload-form";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ListCount } from "~/components/admin/list-count";
import { ListFilters } from "~/components/admin/list-filters";
import { Pagination, searchWithPage } from "~/components/pagination";
import { Images, SearchX } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { statusOf } from "~/routes/action-result.server";
import {
  MEDIA_LIBRARY_PATH,
  mediaDetailPath,
  parseMediaFilters,
} from "~/modules/media/media-filters";
import { MEDIA_LIBRARY_MESSAGES, MEDIA_PAGE_SIZE } from "~/modules/media/media-limits";
import { listMediaForAdmin } from "~/modules/media/media-library.server";
import { uploadToLibrary } from "~/modules/media/media.server";
import { readImageUpload } from "./image-upload.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { retryAfterHeaders } from "~/utils/retry-after";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Media Library");

export const headers: Route.HeadersFunction = retryAfterHeaders;

const NOTICES = { deleted: MEDIA_LIBRARY_MESSAGES.deleted } as const;

/** Also the editor's picker reads this (useFetcher), so its data stays small. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  const params = readSearchParams(request, ["q", "page", "notice"]);
  const filters = parseMediaFilters(params);
  const list = await listMediaForAdmin(filters);
  return { ...list, filters, notice: noticeFrom(params, NOTICES) };
}

const refuse = (status: number, uploadError: string, headers?: HeadersInit) =>
  data({ uploadError }, { status, headers });

/** The Upload form: one image into the library, then its page (to describe it). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const upload = await readImageUpload(request, actor.user.id);
  if (!upload.ok) return refuse(upload.status, upload.message, upload.headers);
  const result = await uploadToLibrary(actor, upload.file);
  if (!result.ok) return refuse(statusOf(result), result.message);
  return redirect(pathWithNotice(mediaDetailPath(result.value.id), "uploaded"));
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageCount, filters, notice } = loaderData;
  const [params] = useSearchParams();
  const withoutNotice = new URLSearchParams(params);
  withoutNotice.delete("notice");
  return (
    <>
      <AdminPageHeader
        eyebrow="Blog"
        title="Media Library"
        description="Every image of the blog. Open one to describe it, see the posts that use it or delete it. Images uploaded here stay until you delete them; those uploaded in the post editor are removed a day later unless a post uses them."
        actions={<MediaUploadForm error={actionData?.uploadError} />}
      />
      <div className="mt-8 space-y-6">
        <OutcomeNotice notice={notice} />
        <ListFilters
          label="Search images"
          searchPlaceholder="Search by file name or description..."
          values={{ q: filters.q }}
          selects={[]}
        />
        {items.length ? (
          <>
            <ListCount
              total={total}
              noun="image"
              page={page}
              pageSize={MEDIA_PAGE_SIZE}
              shown={items.length}
            />
            <MediaGrid tiles={items} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefForPage={(n) => `${MEDIA_LIBRARY_PATH}${searchWithPage(withoutNotice, n)}`}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            {filters.q ? (
              <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            ) : (
              <Images aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            )}
            <p className="mt-4 font-semibold text-navy-900">
              {filters.q ? MEDIA_LIBRARY_MESSAGES.noMatches : MEDIA_LIBRARY_MESSAGES.empty}
            </p>
            {filters.q ? (
              <Link
                to={MEDIA_LIBRARY_PATH}
                className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Clear search
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
