import type { Route } from "./+types/privacy-export";
import { requireStaff, requireStaffActor } from "~/routes/session-guard.server";
import { PersonEmailSchema, PRIVACY_REQUEST_MESSAGES } from "~/modules/privacy/person-schema";
import { exportPersonData } from "~/modules/privacy/person-data.server";
import { readForm } from "~/utils/form.server";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// A POST (the address never appears in a URL or a log line); answers the ZIP itself.
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffActor(request, context.clientIp, "privacy");
  const form = await readForm(request, { unreadable: PRIVACY_REQUEST_MESSAGES.invalidRequest });
  if (!form.ok) return text(form.message, 400);
  const parsed = PersonEmailSchema.safeParse(Object.fromEntries(form.formData));
  if (!parsed.success) return text(PRIVACY_REQUEST_MESSAGES.emailInvalid, 400);
  const { zip, fileName } = await exportPersonData(actor, parsed.data.email);
  return new Response(Buffer.from(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(zip.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

// Nothing to show for a GET: the download is asked for from Settings › Privacy requests.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  return text("Use Settings › Privacy requests to download a person's data.", 405);
}
