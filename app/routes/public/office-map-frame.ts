import { data } from "react-router";
import { renderOfficeMapFrame } from "~/modules/company/office-map-frame.server";
import type { Route } from "./+types/office-map-frame";

// The office map's frame page, loaded only when a visitor asks for the map.
export async function loader({ params }: Route.LoaderArgs) {
  const html = await renderOfficeMapFrame(params.officeId);
  if (!html) throw data("No map for this office.", { status: 404 });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "X-Robots-Tag": "noindex",
    },
  });
}
