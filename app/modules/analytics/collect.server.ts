import { isbot } from "isbot";
import { getEnv } from "~/utils/env.server";
import { refused, written, type Refusal, type Result } from "~/utils/domain-result";
import { bufferPageView } from "./page-view-buffer.server";
import { PageViewSchema } from "./page-view-schema";
import { utcDay } from "./analytics-range";
import { dailySalt, visitorHash } from "./visitor-hash.server";

export type BeaconRequest = {
  /** The body as sent (the endpoint caps its size). */
  body: string;
  ip: string;
  userAgent: string;
  /** The request said DNT: 1 or Sec-GPC: 1 (the script does not send then; this is for other clients). */
  optedOut: boolean;
  now: Date;
};

/** Counted, or ignored on purpose (a bot, an opt-out): the sender is told the same either way. */
export type Collected = "counted" | "ignored";

export const MALFORMED_PAGE_VIEW = "The page view could not be read.";

/** User agents whose bot verdict is remembered; past this the memory starts over. */
const BOT_VERDICTS_LIMIT = 1_000;
const botVerdicts = new Map<string, boolean>();

/**
 * isbot's verdict, remembered: its pattern is long and a site's visitors
 * send a few hundred distinct user agents a day, so most beacons repeat one.
 */
function isBotAgent(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= BOT_VERDICTS_LIMIT) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

let site: { url: string; host: string } | undefined;
/** The site's host, part of every visitor hash (as PUBLIC_URL names it). */
export function siteHost(): string {
  const url = getEnv().PUBLIC_URL;
  if (site?.url !== url) site = { url, host: new URL(url).host };
  return site.host;
}

/**
 * One beacon: read with PageViewSchema (malformed → refused, never stored),
 * dropped when a bot or an opt-out sent it, otherwise counted under the
 * day's visitor hash and buffered for the next batch insert. Neither the
 * address nor the user agent is kept.
 */
export async function collectPageView(
  request: BeaconRequest,
): Promise<Result<Collected, Refusal<"invalid">>> {
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return refused("invalid", MALFORMED_PAGE_VIEW);
  }
  const parsed = PageViewSchema.safeParse(json);
  if (!parsed.success) return refused("invalid", MALFORMED_PAGE_VIEW);
  if (request.optedOut || !request.userAgent || isBotAgent(request.userAgent)) {
    return written("ignored");
  }
  const view = parsed.data;
  const day = utcDay(request.now);
  const salt = await dailySalt(day);
  bufferPageView({
    day,
    viewedAt: request.now,
    visitorHash: visitorHash({
      salt,
      site: siteHost(),
      ip: request.ip,
      userAgent: request.userAgent,
    }),
    path: view.path,
    referrerHost: view.referrer,
    utmSource: view.source,
    utmMedium: view.medium,
    utmCampaign: view.campaign,
    device: view.device,
  });
  return written("counted");
}
