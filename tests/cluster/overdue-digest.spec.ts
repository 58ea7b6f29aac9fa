import fs from "node:fs";
import { simpleParser } from "mailparser";
import { ADMIN } from "../e2e/helpers/accounts";
import { applyAs, uniquePerson } from "../e2e/helpers/inbox";
import { letTimePass } from "../e2e/helpers/test-controls";
import { expect, test } from "./fixtures";
import { outboxFiles } from "../e2e/helpers/outbox";

// Issue 30 item 2: the daily digest of overdue applications goes out once a
// day even when both instances run the overdue check for the same moment.

const DAY_MS = 24 * 60 * 60 * 1000;

async function digestsToAdmin(dataDirs: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dataDirs) {
    for (const file of outboxFiles(dir)) {
      const mail = await simpleParser(fs.readFileSync(file));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.text === ADMIN.email && /past the response target/.test(mail.subject ?? "")) {
        found.push(`${dir}: ${mail.subject}`);
      }
    }
  }
  return found;
}

test("two instances checking the same day send one digest", async ({ visitors }) => {
  const dataDirs = JSON.parse(process.env.CLUSTER_DATA_DIRS ?? "[]") as string[];
  expect(dataDirs).toHaveLength(2);
  await applyAs(visitors[0]!.page, uniquePerson("Overdue"));
  const before = (await digestsToAdmin(dataDirs)).length;

  // A day no other run has used: a year and a half from now, at noon in New York.
  const later = new Date(Date.now() + 550 * DAY_MS);
  later.setUTCHours(17, 0, 0, 0);
  await Promise.all(dataDirs.map((dir) => letTimePass(dir, later, ["overdue-applications"])));
  await expect
    .poll(async () => (await digestsToAdmin(dataDirs)).length, { timeout: 20_000 })
    .toBe(before + 1);
  // Both runs are done well within this; still one.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await digestsToAdmin(dataDirs)).toHaveLength(before + 1);
});
