import crypto from "node:crypto";
import { expect, expectNoAxeViolations, test, VIEWPORTS } from "./helpers/admin";
import { letTimePass, sharedDataDir } from "./helpers/test-controls";

// Issue 31 item 5: Jobs › Funnels shows a job's steps with labelled numbers
// and the source that brought its visitor, at 1440 and 390 px, axe 0, and the
// dashboard draws applications by source. The visit is one beacon posted
// directly (the beacon itself is analytics.spec.ts's), the rollup run through
// the test controls.

const JOB = "cloud-solutions-architect";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

for (const [name, viewport] of VIEWPORTS) {
  test(`a job's funnel and its sources at ${viewport.width} px (${name}): labelled numbers, no sideways scroll, axe 0`, async ({
    adminPage,
    request,
  }) => {
    const source = `fair-${crypto.randomBytes(3).toString("hex")}`;
    const sent = await request.post("/api/event", {
      data: JSON.stringify({
        path: `/careers/job/${JOB}`,
        referrer: "",
        source,
        medium: "",
        campaign: "",
        device: "desktop",
      }),
      headers: {
        "content-type": "text/plain",
        "user-agent": FIREFOX,
        "x-forwarded-for": `198.51.100.${crypto.randomInt(1, 254)}`,
      },
    });
    expect(sent.status()).toBe(204);

    await adminPage.setViewportSize(viewport);
    const sources = adminPage.getByRole("table", { name: /^Sources of the job/ });
    await expect(async () => {
      await letTimePass(sharedDataDir(), new Date(), ["analytics-rollup"]);
      await adminPage.goto(`/admin/jobs/funnels?range=7d&job=${JOB}`);
      await expect(sources.getByRole("rowheader", { name: source })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });

    await expect(adminPage.getByRole("heading", { level: 1, name: "Funnels" })).toBeVisible();
    const steps = adminPage.getByRole("list", { name: /^Funnel: Cloud Solutions Architect/ });
    await expect(steps.getByRole("listitem")).toHaveCount(5);
    await expect(steps.getByRole("listitem").first()).toContainText(/1\. Viewed the job\s*\d+/);
    await expect(steps.getByRole("listitem").nth(2)).toContainText(/of the step before/);
    const row = sources.getByRole("row").filter({ hasText: source });
    await expect(row.getByRole("cell").first()).toHaveText("1");
    await expect(
      adminPage.getByRole("table", { name: /^Each job's funnel/ }).getByRole("link", {
        name: "Cloud Solutions Architect",
      }),
    ).toBeVisible();
    await expect(adminPage.getByRole("list", { name: /^Inquiries, step by step/ })).toBeVisible();
    const overflow = await adminPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(adminPage);

    await adminPage.goto("/admin");
    await expect(
      adminPage.getByRole("img", { name: /^Applications by source per week/ }),
    ).toBeVisible();
    await expect(
      adminPage.getByRole("img", { name: /^Inquiries by source per week/ }),
    ).toBeVisible();
  });
}
