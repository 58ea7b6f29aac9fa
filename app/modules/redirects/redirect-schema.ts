import { z } from "zod";
import { noControlCharacters } from "~/utils/text-rules";
import {
  MAX_REDIRECT_PATH_LENGTH,
  REDIRECT_MESSAGES,
  REDIRECT_STATUSES,
  type RedirectStatus,
} from "./redirect-limits";
import { ownRouteMessage, ownRouteOf } from "./own-routes";

/**
 * The redirect form's one schema, for the browser and the action alike, and
 * the rules between redirects (chains, loops) as plain functions the server
 * applies to the rows it reads.
 */

const BASE = "http://redirect.invalid";
// Spaces and control characters: a browser never sends them raw, so a path with them is a typo.
const hasUnsafeCharacters = (value: string) => /\s/.test(value) || !noControlCharacters(value);

/**
 * A path of this site as a browser sends it: percent-encoded, dot segments
 * resolved, no trailing slash (except `/`). Both the stored source and the
 * requested path go through it, so `/Old Page/` and `/Old%20Page` meet.
 */
export function normalizePath(path: string): string {
  const pathname = new URL(path, BASE).pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** A local target with its path normalized and its query or fragment as typed. */
function normalizeLocalTarget(target: string): string {
  const url = new URL(target, BASE);
  return `${normalizePath(url.pathname)}${url.search}${url.hash}`;
}

/** The problem with a path of this site, or null. */
function localPathProblem(value: string): string | null {
  if (value.length > MAX_REDIRECT_PATH_LENGTH) return REDIRECT_MESSAGES.tooLong;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return REDIRECT_MESSAGES.hasScheme;
  if (!value.startsWith("/")) return REDIRECT_MESSAGES.notAPath;
  if (value.includes("//")) return REDIRECT_MESSAGES.doubleSlash;
  if (hasUnsafeCharacters(value) || value.includes("\\")) return REDIRECT_MESSAGES.badCharacters;
  return null;
}

/** The problem with a source path, or null. */
export function fromPathProblem(value: string): string | null {
  const problem = localPathProblem(value);
  if (problem) return problem;
  if (/[?#]/.test(value)) return REDIRECT_MESSAGES.fromHasQuery;
  const own = ownRouteOf(normalizePath(value));
  return own ? ownRouteMessage(own) : null;
}

/** The problem with a target (a path of this site or an https URL), or null. */
export function toPathProblem(value: string): string | null {
  if (value.length > MAX_REDIRECT_PATH_LENGTH) return REDIRECT_MESSAGES.tooLong;
  if (value.startsWith("/")) return localPathProblem(value);
  if (!/^https:\/\//i.test(value)) {
    return /^[a-z][a-z0-9+.-]*:/i.test(value)
      ? REDIRECT_MESSAGES.toNotHttps
      : REDIRECT_MESSAGES.notAPath;
  }
  if (hasUnsafeCharacters(value)) return REDIRECT_MESSAGES.badCharacters;
  try {
    const url = new URL(value);
    if (url.username || url.password) return REDIRECT_MESSAGES.toHasCredentials;
    if (!url.hostname.includes(".")) return REDIRECT_MESSAGES.toNotHttps;
  } catch {
    return REDIRECT_MESSAGES.toNotHttps;
  }
  return null;
}

/** The target as stored: a local path normalized, an https URL as the URL parser writes it. */
export function normalizeTarget(value: string): string {
  return value.startsWith("/") ? normalizeLocalTarget(value) : new URL(value).href;
}

/** The path of this site a target names (without query or fragment), or null for an external URL. */
export function localPathOf(target: string): string | null {
  if (!target.startsWith("/")) return null;
  return normalizePath(new URL(target, BASE).pathname);
}

export const RedirectSchema = z
  .object({
    from: z
      .string({ error: REDIRECT_MESSAGES.fromRequired })
      .trim()
      .min(1, REDIRECT_MESSAGES.fromRequired)
      .superRefine((value, context) => {
        // An empty field has its own message (min above).
        const problem = value ? fromPathProblem(value) : null;
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .transform(normalizePath),
    to: z
      .string({ error: REDIRECT_MESSAGES.toRequired })
      .trim()
      .min(1, REDIRECT_MESSAGES.toRequired)
      .superRefine((value, context) => {
        const problem = value ? toPathProblem(value) : null;
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .transform(normalizeTarget),
    status: z.coerce
      .number({ error: REDIRECT_MESSAGES.status })
      .refine(
        (status) => (REDIRECT_STATUSES as readonly number[]).includes(status),
        REDIRECT_MESSAGES.status,
      )
      .transform((status) => status as RedirectStatus),
  })
  .superRefine((value, context) => {
    if (localPathOf(value.to) === value.from) {
      context.addIssue({ code: "custom", path: ["to"], message: REDIRECT_MESSAGES.same });
    }
  });

export type RedirectInput = z.output<typeof RedirectSchema>;

/** A stored redirect, as far as the rules between redirects need it. */
export type RedirectLink = { id: string; fromPath: string; toPath: string };

export type RedirectConflict = { field: "from" | "to"; message: string; with: RedirectLink };

const describe = (link: RedirectLink) => `${link.fromPath} → ${link.toPath}`;

/**
 * Why `candidate` cannot join `existing` (the other redirects that share a
 * path with it), or null. Every redirect goes in one hop: a target that is
 * another redirect's source would make a chain (or close a loop when that
 * one leads back), and so would a source that another redirect points at.
 * `existing` may hold the candidate itself (an edit): it is skipped.
 */
export function redirectConflict(
  candidate: { id?: string; from: string; to: string },
  existing: readonly RedirectLink[],
): RedirectConflict | null {
  const others = existing.filter((link) => link.id !== candidate.id);
  const same = others.find((link) => link.fromPath === candidate.from);
  if (same) {
    return {
      field: "from",
      with: same,
      message: `${candidate.from} already redirects (${describe(same)}). Edit that redirect instead.`,
    };
  }
  const target = localPathOf(candidate.to);
  const onward = target === null ? undefined : others.find((link) => link.fromPath === target);
  if (onward) {
    const loop = localPathOf(onward.toPath) === candidate.from;
    return {
      field: "to",
      with: onward,
      message: loop
        ? `This would close a loop: ${describe(onward)} already sends visitors back here.`
        : `${target} itself redirects (${describe(onward)}): point this redirect straight at ${onward.toPath} instead of making a chain.`,
    };
  }
  const into = others.find((link) => localPathOf(link.toPath) === candidate.from);
  if (into) {
    return {
      field: "from",
      with: into,
      message: `Another redirect already sends visitors here (${describe(into)}): that would make a chain. Point ${into.fromPath} at the new address instead.`,
    };
  }
  return null;
}

/**
 * The Location of a redirect for a request with query `search` ("?a=1" or
 * ""): the visitor's query is kept (campaign tags, search words), after any
 * query of the target's own and before its fragment.
 */
export function redirectLocation(to: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (!query) return to;
  const hashAt = to.indexOf("#");
  const base = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  const joiner = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?";
  return `${base}${joiner}${query}${hash}`;
}
