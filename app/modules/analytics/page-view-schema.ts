import { z } from "zod";
import { DEVICE_CLASSES, PAGE_VIEW_LIMITS } from "./beacon-contract";

// No whitespace or control characters: what the beacon sends never has them.
const PATH = /^\/[^\s\p{Cc}]*$/u;
// A host name as URL.hostname gives it (IPv6 literals in brackets), or nothing.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])?$/;
const CONTROL = /\p{Cc}/u;

const campaignValue = z
  .string()
  .max(PAGE_VIEW_LIMITS.utm)
  .refine((value) => !CONTROL.test(value), "no control characters")
  .transform((value) => value.trim());

/**
 * One page view as the beacon sends it (beacon-contract.ts). Anything else —
 * an unknown key, a full URL as referrer, a path without its slash — is
 * malformed: answered 400 and never stored.
 */
export const PageViewSchema = z.strictObject({
  path: z.string().min(1).max(PAGE_VIEW_LIMITS.path).regex(PATH),
  referrer: z
    .string()
    .max(PAGE_VIEW_LIMITS.referrerHost)
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(HOST)),
  source: campaignValue,
  medium: campaignValue,
  campaign: campaignValue,
  device: z.enum(DEVICE_CLASSES),
});
