import { z } from "zod";
import {
  TOUCH_LIMITS,
  VISIT_SOURCE_FIELDS,
  touchOf,
  type Touch,
  type VisitSource,
} from "./visit-source";

/** The longest hidden field read: a touch as JSON with every value at its limit, escaped. */
const MAX_VISIT_SOURCE_FIELD = 1200;

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

/** A hidden field's JSON touch; anything else (too long, not JSON, not a touch) is no touch. */
const TouchFieldSchema = z
  .string()
  .max(MAX_VISIT_SOURCE_FIELD)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "not JSON" });
      return z.NEVER;
    }
  })
  .pipe(TouchSchema);

function touchField(formData: FormData, name: string): Touch | null {
  const parsed = TouchFieldSchema.safeParse(formData.get(name));
  return parsed.success ? parsed.data : null;
}

/**
 * The visit's sources as the form's hidden fields carry them (filled by the
 * page's script from the tab's session storage). A bad value is dropped, never
 * an error: the visitor's application matters more than its label. One of the
 * two alone stands for both.
 */
export function visitSourceFromForm(formData: FormData): VisitSource | null {
  const first = touchField(formData, VISIT_SOURCE_FIELDS.first);
  const last = touchField(formData, VISIT_SOURCE_FIELDS.last);
  if (!first && !last) return null;
  return { first: (first ?? last)!, last: (last ?? first)! };
}

const UTM = (url: URL, name: string) => url.searchParams.get(name) ?? "";

/**
 * Without JavaScript nothing fills the fields: the form page's own address
 * (the post's Referer, same site only) stands for the visit — its UTM values,
 * as a tracking link leaves them. A Referer from another site, or none,
 * is no source.
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

/** A visitor who asked not to be measured (Do Not Track, Global Privacy Control). */
function optedOut(headers: Headers): boolean {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}

/**
 * What a public form's action records: the hidden fields, else the page's own
 * UTM values; nothing for a visitor who asked not to be measured.
 */
export function readVisitSource(request: Request, formData: FormData): VisitSource | null {
  if (optedOut(request.headers)) return null;
  return (
    visitSourceFromForm(formData) ??
    visitSourceFromReferer(request.headers.get("referer"), request.url)
  );
}

/** A stored value read back (jsonb): anything not a visit source is none. */
const StoredVisitSourceSchema = z.object({ first: TouchSchema, last: TouchSchema });

export function readStoredVisitSource(stored: unknown): VisitSource | null {
  const parsed = StoredVisitSourceSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
