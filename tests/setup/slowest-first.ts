import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The suites that send FUZZ_RUNS requests per property, longest first (as the
 * CI report measured them). Each runs minutes on one worker: started late,
 * one of them is the pass's tail while the other worker idles.
 */
const SLOWEST = [
  "fuzz-admin-lists",
  "fuzz-admin-records",
  "fuzz-public-forms",
  "fuzz-staff-forms",
  "fuzz-public-pages",
  "fuzz-ghosting-forms",
  "fuzz-account-forms",
  "candidate-status-fuzz",
];

function rank(file: TestSpecification): number {
  const name =
    file.moduleId
      .split("/")
      .pop()
      ?.replace(/\.test\.tsx?$/, "") ?? "";
  const known = SLOWEST.indexOf(name);
  if (known >= 0) return known;
  return /fuzz/.test(name) ? SLOWEST.length : SLOWEST.length + 1;
}

/**
 * Vitest's order (longest first by the last run's timings) when it has
 * them; a clean clone has none, and Vitest would then start the largest
 * files first — the fuzz suites are small files. Those go first either way.
 */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
