/**
 * The instant a background task's run takes as "now". In a real site it is
 * the real time, always. Only the test controls (decision 030,
 * modules/queue/test-controls.server.ts, off unless two test-only variables
 * are set) queue a run with a later instant in its job data, so a browser
 * test can let a minute or forty days pass for that one run without waiting;
 * every other run, and every request, keeps the real time.
 */

/** The job data field the test controls set. */
export const TEST_CLOCK_FIELD = "testClockAt";

let testClockAllowed = false;

/** Called by the test controls when they start; nothing else turns this on. */
export function allowTestClock(): void {
  testClockAllowed = true;
}

/** "Now" for one run of a background task: its job's test instant, only where allowed. */
export function taskNow(data: object): Date {
  const real = new Date();
  const at = (data as Record<string, unknown>)[TEST_CLOCK_FIELD];
  if (!testClockAllowed || typeof at !== "string") return real;
  const asked = new Date(at);
  // Time only passes: an earlier or unreadable instant is the real time.
  return Number.isNaN(asked.getTime()) || asked < real ? real : asked;
}
