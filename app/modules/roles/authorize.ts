import type { Actor } from "~/modules/actor/actor";
import { canAccess, type Area } from "./roles";

/** A staff member opened a page their role does not include (403). */
export const FORBIDDEN_MESSAGE =
  "Your role does not include this page. Ask an administrator if you need access.";

/** A module was asked to act for someone whose role does not include the area. */
export class ForbiddenActionError extends Error {
  override name = "ForbiddenActionError";
}

/**
 * The second lock: routes refuse with 403 first (requireStaff); every module
 * write and export checks the actor's role again, so a command, a job or a
 * future route that forgets its guard still cannot act beyond the role.
 */
export function assertActorMay(actor: Actor, area: Area): void {
  if (!canAccess(actor.user.role, area)) throw new ForbiddenActionError(FORBIDDEN_MESSAGE);
}
