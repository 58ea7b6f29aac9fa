/**
 * Test-only crash points for the fault suite (tests/faults). Inert unless
 * the process was started with FAULT_KILL_AFTER_COMMITS=<n>: then the n-th
 * commit of a change that carries e-mail kills the process (SIGKILL, no
 * clean-up) right after the commit and before anything else happens — the
 * worst moment for the transactional outbox (docs/decisions/024). Read from
 * the environment directly, not from getEnv(): it is not configuration.
 */
const killAfter = Number.parseInt(process.env.FAULT_KILL_AFTER_COMMITS ?? "", 10);
let commits = 0;

export function afterCommitFaultPoint(): void {
  if (!(killAfter > 0)) return;
  commits += 1;
  if (commits >= killAfter) process.kill(process.pid, "SIGKILL");
}
