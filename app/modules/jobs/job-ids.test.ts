import { expect, test } from "vitest";
import { DEMO_JOBS } from "./demo-jobs";
import { firstFreeJobId, jobIdBase, MAX_JOB_ID_BASE_LENGTH } from "./job-ids";

test("the id is the slug of the title, as the demo jobs' ids are", () => {
  for (const job of DEMO_JOBS) expect(jobIdBase(job.title)).toBe(job.id);
  expect(jobIdBase("  C++ / Rust Engineer (Remote!) ")).toBe("c-rust-engineer-remote");
  expect(jobIdBase("Ingénieur Données")).toBe("ingenieur-donnees");
});

test("titles without usable characters still get an id", () => {
  expect(jobIdBase("???")).toBe("job");
  expect(jobIdBase("数据工程师")).toBe("job");
});

test("long titles are cut without a trailing hyphen", () => {
  const base = jobIdBase(`${"a".repeat(MAX_JOB_ID_BASE_LENGTH - 1)} b c`);
  expect(base.length).toBeLessThanOrEqual(MAX_JOB_ID_BASE_LENGTH);
  expect(base.endsWith("-")).toBe(false);
});

test("a taken id gets the first free suffix", () => {
  expect(firstFreeJobId("data-engineer", new Set())).toBe("data-engineer");
  expect(firstFreeJobId("data-engineer", new Set(["data-engineer"]))).toBe("data-engineer-2");
  expect(
    firstFreeJobId(
      "data-engineer",
      new Set(["data-engineer", "data-engineer-2", "data-engineer-4"]),
    ),
  ).toBe("data-engineer-3");
});
