import crypto from "node:crypto";
import fs from "node:fs";
import { simpleParser } from "mailparser";
import { createJobByPost, deleteJobByPost, uniqueToken } from "../e2e/helpers/jobs";
import { letTimePass } from "../e2e/helpers/test-controls";
import { expect, test } from "./fixtures";
import { outboxFiles } from "../e2e/helpers/outbox";

// Issue 30 item 3 across two instances: both run the job queue on one
// PostgreSQL database; a job opens on one; both run the alerts' fan-out for
// it at the same moment (the test controls), and each subscriber still gets
// exactly one alert — counted in both instances' outbox folders.

const SUBSCRIBERS = 3;
const ALERT_LINK = /https?:\/\/\S+\/careers\/alerts\/[A-Za-z0-9_-]{43}/;

/** Every e-mail to one of `addresses` in both instances' outbox folders. */
async function mailsTo(dataDirs: string[], addresses: string[]) {
  const found: { to: string; subject: string; text: string }[] = [];
  for (const dir of dataDirs) {
    for (const file of outboxFiles(dir)) {
      const mail = await simpleParser(fs.readFileSync(file));
      const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? "";
      if (addresses.includes(to)) {
        found.push({ to, subject: mail.subject ?? "", text: mail.text ?? "" });
      }
    }
  }
  return found;
}

test("two instances running the queue send each subscriber one alert for a new job", async ({
  admin,
  visitors,
}) => {
  const dataDirs = JSON.parse(process.env.CLUSTER_DATA_DIRS ?? "[]") as string[];
  expect(dataDirs).toHaveLength(2);
  expect(visitors.length).toBeGreaterThanOrEqual(2);
  const token = uniqueToken();
  const tag = crypto.randomBytes(3).toString("hex");
  const addresses = Array.from(
    { length: SUBSCRIBERS },
    (_, index) => `alert-${tag}-${index}@example.org`,
  );

  // Each subscribes on one instance and confirms on the other (one database, one truth).
  for (const [index, email] of addresses.entries()) {
    const on = visitors[index % 2]!;
    const other = visitors[(index + 1) % 2]!;
    const subscribed = await on.page.request.post(`${on.base}/careers/alerts`, {
      form: { email, frequency: "instant", q: token },
      maxRedirects: 0,
    });
    expect(subscribed.status(), await subscribed.text()).toBe(302);
    let link = "";
    await expect
      .poll(async () => {
        const [confirmation] = await mailsTo(dataDirs, [email]);
        link = ALERT_LINK.exec(confirmation?.text ?? "")?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    const confirmed = await other.page.request.post(`${other.base}${new URL(link).pathname}`, {
      form: { intent: "confirm" },
      maxRedirects: 0,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(302);
  }

  // The job opens on the first instance; both instances fan out at once.
  const title = `Cluster ${token} Engineer`;
  const jobId = await createJobByPost(admin, { title, department: `Dept ${token}` });
  try {
    const now = new Date(Date.now() + 1_000);
    await Promise.all(dataDirs.map((dir) => letTimePass(dir, now, ["job-alerts-fan-out"])));
    const alertsPer = async () => {
      const alerts = (await mailsTo(dataDirs, addresses)).filter((mail) =>
        mail.subject.startsWith(`New job: ${title}`),
      );
      return addresses.map((email) => alerts.filter((mail) => mail.to === email).length);
    };
    await expect.poll(alertsPer, { timeout: 30_000 }).toEqual(addresses.map(() => 1));
    // A later fan-out on both finds the opening done and the rows taken: still one each.
    await Promise.all(
      dataDirs.map((dir) => letTimePass(dir, new Date(Date.now() + 2_000), ["job-alerts-fan-out"])),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await alertsPer()).toEqual(addresses.map(() => 1));
  } finally {
    await deleteJobByPost(admin, jobId);
  }
});
