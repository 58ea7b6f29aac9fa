import { redirect } from "react-router";
import { CANDIDATE_DATA_PATH } from "~/modules/applications/candidate-link-paths";
import { confirmDataRequest } from "~/modules/candidate-status/candidate-data.server";
import { CANDIDATE_MESSAGES } from "~/modules/candidate-status/candidate-status-schema";
import { consumeCandidatePageAttempt } from "~/modules/candidate-status/rate-limit.server";
import { discardRequestBody } from "~/utils/multipart.server";
import type { Route } from "./+types/my-data-download";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "private, no-store",
      ...headers,
    },
  });

/**
 * The confirmed copy of a candidate's data: the ZIP itself, once. A used,
 * expired or unknown link goes back to its page, which says it does not work.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const limited = await consumeCandidatePageAttempt(context.clientIp);
  if (limited) {
    await discardRequestBody(request);
    return text(CANDIDATE_MESSAGES.tooManyRequests, 429, {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  await discardRequestBody(request);
  const done = await confirmDataRequest(params.token, "export", context.clientIp);
  if (!done.ok || done.value.kind !== "export") {
    return redirect(`${CANDIDATE_DATA_PATH}${params.token}`);
  }
  const { zip, fileName } = done.value.file;
  return new Response(Buffer.from(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(zip.byteLength),
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

// The copy is asked for with the page's button (a POST), never by opening an address.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`${CANDIDATE_DATA_PATH}${params.token}`);
}
