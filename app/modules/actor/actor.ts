/**
 * Who is doing something, as domain modules see it. Routes authorize (see
 * `requireStaffActor` in session.server.ts) and pass an actor on; modules
 * never look at the request or the session themselves.
 */
export type ActorUser = { id: string; email: string; name: string; role?: string | null };

export type Actor = {
  user: ActorUser;
  /** The client's address, for the audit log. */
  ip: string;
};
