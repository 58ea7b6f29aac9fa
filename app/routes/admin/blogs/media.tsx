import type { Route } from "./+types/media";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { statusOf } from "~/routes/action-result.server";
import { uploadImage } from "~/modules/media/media.server";
import { readImageUpload } from "~/routes/admin/media/image-upload.server";

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
  const upload = await readImageUpload(request, actor.user.id);
  if (!upload.ok) {
    return Response.json(
      { error: upload.message },
      { status: upload.status, headers: { ...headers, ...upload.headers } },
    );
  }
  const result = await uploadImage(actor, upload.file);
  if (!result.ok) return refuse(statusOf(result), result.message);
  return Response.json({ url: result.value }, { status: 201, headers });
}
