import { z } from "zod";
import { TOUCH_LIMITS, touchOf, type VisitSource } from "./visit-source";

const CONTROL = /\p{Cc}/u;

const value = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !CONTROL.test(text))
    .transform((text) => text.trim());

const TouchSchema = z.strictObject({
  source: value(TOUCH_LIMITS.source).pipe(z.string().min(1)),
  medium: value(TOUCH_LIMITS.medium),
  campaign: value(TOUCH_LIMITS.campaign),
});

const UTM = (url: URL, name: string) => url.searchParams.get(name) ?? "";

/**
 * When the visit left no page views (JavaScript off), the form page's own
 * address (the post's Referer, same site only) stands for the visit — its
 * UTM values, as a tracking link leaves them. A Referer from another site, or
 * none, is no source.
 */
export function visitSourceFromReferer(
  referer: string | null,
  siteUrl: string,
): VisitSource | null {
  if (!referer) return null;
  let page: URL;
  try {
    page = new URL(referer);
    // The host only: behind a proxy that ends TLS the request's own scheme is http.
    if (page.host !== new URL(siteUrl).host) return null;
  } catch {
    return null;
  }
  const candidate = touchOf({
    referrer: "",
    source: UTM(page, "utm_source"),
    medium: UTM(page, "utm_medium"),
    campaign: UTM(page, "utm_campaign"),
  });
  const parsed = TouchSchema.safeParse(candidate);
  return parsed.success ? { first: parsed.data, last: parsed.data } : null;
}

/** A stored value read back (jsonb): anything not a visit source is none. */
const StoredVisitSourceSchema = z.object({ first: TouchSchema, last: TouchSchema });

export function readStoredVisitSource(stored: unknown): VisitSource | null {
  const parsed = StoredVisitSourceSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
