import { data, redirect } from "react-router";
import { countClick } from "~/modules/tracking-links/clicks.server";
import {
  findTrackingLink,
  trackingLinkTarget,
} from "~/modules/tracking-links/tracking-links.server";
import type { Route } from "./+types/tracking-link";

/**
 * `/j/<code>` (issue 31 item 4): counts the click in memory and sends the
 * visitor to the job with the link's channel as UTM values, which the
 * page's script keeps for the application form (attribution). A 302 the
 * page cache never keeps, and the browser not either.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const link = await findTrackingLink(params.code);
  if (!link) throw data("No such link.", { status: 404, headers: { "Cache-Control": "no-store" } });
  countClick(link.code);
  return redirect(trackingLinkTarget(link), {
    status: 302,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
