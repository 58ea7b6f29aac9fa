import { data, redirect } from "react-router";
import type { Route } from "./+types/index";
import { adminMeta } from "~/components/admin/admin-meta";
import { MediaGrid } from "~/components/admin/media/media-grid";
import { MediaUploadForm } from "~/components/admin/media/media-upload-form";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { SearchableList } from "~/components/admin/searchable-list";
import { Images } from "~/components/ui/icons";
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
  return (
    <>
      <AdminPageHeader
        eyebrow="Blog"
        title="Media Library"
        description="Every image of the blog: open one to describe it, see its posts or delete it."
        actions={<MediaUploadForm error={actionData?.uploadError} />}
      />
      <SearchableList
        path={MEDIA_LIBRARY_PATH}
        search={{ label: "Search images", placeholder: "Search by file name or description..." }}
        filters={{ q: filters.q }}
        count={{ total, noun: "image", page, pageSize: MEDIA_PAGE_SIZE, shown: items.length }}
        pageCount={pageCount}
        empty={{
          message: MEDIA_LIBRARY_MESSAGES.empty,
          noMatches: MEDIA_LIBRARY_MESSAGES.noMatches,
          icon: Images,
        }}
        notice={<OutcomeNotice notice={notice} />}
      >
        <MediaGrid tiles={items} />
      </SearchableList>
    </>
  );
}
