import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/detail";
import { adminMeta } from "~/components/admin/admin-meta";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { MediaAltForm } from "~/components/admin/media/media-alt-form";
import { displayName, usesLabel } from "~/components/admin/media/media-grid";
import { OutcomeNotice } from "~/components/admin/outcome-notice";
import { AdminPageHeader } from "~/components/admin/page-header";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft, Trash2 } from "~/components/ui/icons";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { invalidFormReply, refusalReply } from "~/routes/action-result.server";
import { formatBytes, MEDIA_LIBRARY_PATH, mediaDetailPath } from "~/modules/media/media-filters";
import { MEDIA_LIBRARY_MESSAGES } from "~/modules/media/media-limits";
import {
  deleteMedia,
  getMediaForAdmin,
  updateMediaAlt,
} from "~/modules/media/media-library.server";
import { MediaAltSchema } from "~/modules/media/media-schema";
import { POST_MESSAGES } from "~/modules/blog/post-messages";
import { formatAdminDateTime } from "~/utils/dates";
import { readForm } from "~/utils/form.server";
import { noticeFrom, pathWithNotice } from "~/utils/notices";
import { readSearchParams } from "~/utils/search-params.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  adminMeta(matches, loaded ? `Image: ${displayName(loaded.image)}` : "Image");

const NOTICES = {
  saved: MEDIA_LIBRARY_MESSAGES.altSaved,
  uploaded: MEDIA_LIBRARY_MESSAGES.uploaded,
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  const image = await getMediaForAdmin(params.mediaId);
  if (!image) throw data(null, { status: 404 });
  const notice = noticeFrom(readSearchParams(request, ["notice"]), NOTICES);
  return { image, notice };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const form = await readForm(request, { unreadable: POST_MESSAGES.invalid });
  if (!form.ok) return data({ message: form.message }, { status: 400 });
  if (form.formData.get("intent") === "delete") {
    const deleted = await deleteMedia(actor, params.mediaId);
    if (!deleted.ok) return refusalReply(deleted);
    return redirect(pathWithNotice(MEDIA_LIBRARY_PATH, "deleted"));
  }
  const submission = parseWithZod(form.formData, { schema: MediaAltSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const saved = await updateMediaAlt(actor, params.mediaId, submission.value.alt);
  if (!saved.ok) return refusalReply(saved);
  return redirect(pathWithNotice(mediaDetailPath(params.mediaId), "saved"));
}

export default function MediaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { image, notice } = loaderData;
  const inUse = image.usedBy.length + image.usedByPages.length > 0;
  const facts: [string, string][] = [
    ["Dimensions", `${image.width} × ${image.height} pixels`],
    ["File size", formatBytes(image.bytes)],
    ["Format", image.type.replace("image/", "").toUpperCase()],
    ["Uploaded", formatAdminDateTime(image.createdAt)],
    ["Uploaded by", image.uploadedByName || "Before the media library"],
    ["Address", image.url],
  ];
  return (
    <>
      <Link
        to={MEDIA_LIBRARY_PATH}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Media Library
      </Link>
      <div className="mt-4">
        <AdminPageHeader eyebrow="Image" title={displayName(image)} />
      </div>
      <OutcomeNotice
        className="mt-6"
        error={actionData && "message" in actionData ? actionData.message : null}
        notice={actionData ? null : notice}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="self-start overflow-hidden rounded-2xl border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]">
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="mx-auto max-h-[32rem] w-auto object-contain"
          />
        </div>
        <div className="space-y-8">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className="break-words text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
          <MediaAltForm
            alt={image.alt}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          />
          <section aria-labelledby="media-uses">
            <h2 id="media-uses" className="text-base font-semibold text-navy-900">
              {usesLabel(image.usedBy.length, image.usedByPages.length)}
            </h2>
            {inUse ? (
              <ul className="mt-2 space-y-1 text-sm">
                {image.usedBy.map((post) => (
                  <li key={post.id}>
                    <Link
                      to={`/admin/blogs/edit/${encodeURIComponent(post.id)}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {post.title}
                    </Link>{" "}
                    <span className="text-slate-600">
                      ({post.isPublished ? "published" : "draft"})
                    </span>
                  </li>
                ))}
                {image.usedByPages.map((usingPage) => (
                  <li key={usingPage.id}>
                    <Link
                      to={`/admin/pages/edit/${encodeURIComponent(usingPage.id)}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {usingPage.title}
                    </Link>{" "}
                    <span className="text-slate-600">(page {usingPage.path})</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                {image.kept
                  ? "No post shows this image. It stays in the library until you delete it."
                  : "No post shows this image. Unless one does, it is removed a day after upload."}
              </p>
            )}
          </section>
          <div className="border-t border-slate-200 pt-6">
            {inUse ? (
              <p className="text-sm text-slate-600">
                {image.usedBy.length || !image.usedByPages[0]
                  ? MEDIA_LIBRARY_MESSAGES.inUse
                  : MEDIA_LIBRARY_MESSAGES.inUseByPage(image.usedByPages[0])}
              </p>
            ) : (
              <ConfirmDialog
                title="Delete this image?"
                trigger={{
                  content: (
                    <>
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete image
                    </>
                  ),
                  className: buttonClasses("danger"),
                }}
                fields={{ intent: "delete" }}
              >
                <p>
                  {displayName(image)} and its resized copies are deleted for good. No post uses it.
                </p>
              </ConfirmDialog>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
