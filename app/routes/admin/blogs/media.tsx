import type { Route } from "./+types/media";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { statusOf } from "~/routes/action-result.server";
import { MEDIA_MESSAGES } from "~/modules/media/media-limits";
import { MEDIA_UPLOAD_LIMITS, uploadImage } from "~/modules/media/media.server";
import { consumeMediaUpload } from "~/modules/media/upload-rate-limit.server";
import { checkForm } from "~/utils/form.server";
import { discardRequestBody, readMultipartForm } from "~/utils/multipart.server";

// A resource route: the blog form posts an image here with fetch and puts
// the answer's address into its image field.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "blog");
  return new Response("Upload images with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain" },
  });
}

const headers = { "Cache-Control": "no-store" };
const refuse = (status: number, error: string) => Response.json({ error }, { status, headers });

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "blog");
  const limited = await consumeMediaUpload(actor.user.id);
  if (limited) {
    // Read to its end first: answering mid-upload shows the browser a reset connection.
    await discardRequestBody(request);
    const minutes = Math.ceil(limited.retryAfterSeconds / 60);
    return Response.json(
      { error: MEDIA_MESSAGES.tooManyUploads(minutes) },
      { status: 429, headers: { ...headers, "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const form = await readMultipartForm(request, MEDIA_UPLOAD_LIMITS);
  if (!form) return refuse(400, MEDIA_MESSAGES.missing);
  if (form.oversized) return refuse(413, MEDIA_MESSAGES.tooLarge);
  const checked = checkForm(form.formData, { files: ["file"] });
  if (!checked.ok) return refuse(400, checked.message);
  const result = await uploadImage(actor, checked.formData.get("file"));
  if (!result.ok) return refuse(statusOf(result), result.message);
  return Response.json({ url: result.value }, { status: 201, headers });
}
