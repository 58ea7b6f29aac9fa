import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/content/company";
import { privacyPolicy, retentionPeriod } from "./privacy";

test("the policy states the retention period the server applies", () => {
  expect(retentionPeriod(730)).toBe("two years");
  expect(retentionPeriod(365)).toBe("one year");
  expect(retentionPeriod(540)).toBe("540 days");
  const text = (days: number) =>
    JSON.stringify(privacyPolicy(DEMO_COMPANY, { retentionDays: days }).sections);
  expect(text(730)).toContain("Contact inquiries: deleted automatically two years after");
  expect(text(540)).toContain("Job applications and résumés: deleted automatically 540 days after");
});
