import { expect, test } from "vitest";
import { DEMO_COMPANY } from "~/modules/company/company-info";
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

test("the policy says backups made before a deletion keep it until BACKUP_KEEP newer ones replace them", () => {
  const text = (backupKeep?: number) =>
    JSON.stringify(privacyPolicy(DEMO_COMPANY, { retentionDays: 730, backupKeep }).sections);
  expect(text()).toContain("we keep the newest 7 backups");
  expect(text(14)).toContain("we keep the newest 14 backups");
  expect(text(14)).toContain(
    "A backup made before information was deleted — also when you asked us to delete it — still holds it until newer backups have replaced it (14 days when backups are made daily)",
  );
});

test("the policy explains the visitor statistics and how long page views are kept (ANALYTICS_RAW_DAYS)", () => {
  const text = (analyticsDays?: number) =>
    JSON.stringify(privacyPolicy(DEMO_COMPANY, { retentionDays: 730, analyticsDays }));
  expect(text()).toContain("Visitor statistics: each page view for 30 days");
  expect(text(90)).toContain("Visitor statistics: each page view for 90 days");
  expect(text()).toContain(
    "If your browser sends Do Not Track or Global Privacy Control, nothing is sent and nothing is noted.",
  );
  // Attribution (decision 048) is explained where the statistics are.
  expect(text()).toContain("we note with it which website or campaign link brought you");
  expect(text()).toContain("need no cookie and no consent banner");
});
