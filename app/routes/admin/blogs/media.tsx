import type { Route } from "./+types/media";
import { requireAdmin } from "~/modules/accounts/session.server";
import { uploadImage } from "~/modules/media/media.server";

// A resource route: the blog form posts an image here with fetch and puts
// the answer's address into its image field.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response("Upload images with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await uploadImage({ request, ip: context.clientIp });
  const headers = { "Cache-Control": "no-store" };
  if (!result.ok)
    return Response.json({ error: result.message }, { status: result.status, headers });
  return Response.json({ url: result.url }, { status: 201, headers });
}
