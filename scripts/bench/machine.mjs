// What the benchmarks print next to their figures: how busy the machine was
// and how much CPU a process used.
import fs from "node:fs";
import os from "node:os";

/** The load averages (1, 5, 15 min), for the record beside each figure. */
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/**
 * CPU time a process has used, in ms (Linux /proc; null elsewhere or for a
 * server this script did not start). Unlike req/s it barely depends on what
 * else runs on the machine, so it is printed next to the throughput.
 */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime: fields 14 and 15 of stat, in clock ticks (100 per second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
