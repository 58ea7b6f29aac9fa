import type { Route } from "./+types/media";
import { openMedia } from "~/modules/media/media-storage.server";

/**
 * Uploaded images. Names are generated (<uuid>.<ext>) and never change, so
 * they are cached for a year; the type comes from the stored extension,
 * which was chosen from the file's bytes. (X-Content-Type-Options: nosniff,
 * which stops browsers from guessing another type, is on every response:
 * server/security.ts.)
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await openMedia(params.file);
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
