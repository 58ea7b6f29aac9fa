import { data, redirect } from "react-router";
import { JOB_ALERTS_PATH, jobAlertLinkPath } from "~/modules/job-alerts/job-alert-schema";
import { consumeJobAlertAttempt } from "~/modules/job-alerts/rate-limit.server";
import { unsubscribeJobAlert } from "~/modules/job-alerts/subscriptions.server";
import type { Route } from "./+types/alerts-unsubscribe";

/**
 * RFC 8058 one-click unsubscribe: the URL of an alert's `List-Unsubscribe`
 * header. A mail program POSTs `List-Unsubscribe=One-Click` here and the
 * subscription is gone — no page, no confirmation, no cookie. The answer
 * is the same for a dead link (a second click, a guess). A GET (a person
 * pasting the link) shows the manage page, which unsubscribes on a press.
 */

const HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export function loader({ params }: Route.LoaderArgs) {
  return redirect(jobAlertLinkPath(params.token), { headers: HEADERS });
}

export async function action({ params, context }: Route.ActionArgs) {
  const limited = await consumeJobAlertAttempt(context.clientIp);
  if (limited) {
    return data("Too many requests.", {
      status: 429,
      headers: { ...HEADERS, "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  await unsubscribeJobAlert(params.token, context.clientIp);
  return new Response(`Unsubscribed. See ${JOB_ALERTS_PATH} for job alerts.\n`, {
    status: 200,
    headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}
