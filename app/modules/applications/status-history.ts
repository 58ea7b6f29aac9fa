import { APPLICATION_PIPELINE, type ApplicationStatus } from "./application-status";

/** One status change of an application: who, when, from → to. */
export type StatusChange = {
  at: Date | string;
  by: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** Closed without the closing e-mail: the recruiter's reason (issue 30 item 2). */
  skipReason?: string;
};

/**
 * The pipeline steps an application has actually been at: New (where every
 * application starts), each status of its history and its current one. A
 * step skipped on the way (New straight to Interview, or to Rejected) is not
 * among them, so the stepper does not tick it.
 */
export function stepsReached(
  current: ApplicationStatus,
  changes: ReadonlyArray<Pick<StatusChange, "from" | "to">>,
): Set<ApplicationStatus> {
  const reached = new Set<ApplicationStatus>(["new", current]);
  for (const change of changes) {
    reached.add(change.from);
    reached.add(change.to);
  }
  return new Set(APPLICATION_PIPELINE.filter((step) => reached.has(step)));
}
