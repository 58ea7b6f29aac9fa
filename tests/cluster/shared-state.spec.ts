import crypto from "node:crypto";
import { ADMIN, signIn } from "../e2e/helpers/accounts";
import { applyAs, uniquePerson } from "../e2e/helpers/inbox";
import { asNewVisitor } from "../e2e/helpers/visitor";
import { SAMPLE_PDF } from "../helpers/application-form";
import { expect, test } from "./fixtures";
import { CLUSTER_CONTACT_LIMIT } from "./ports";

// Two instances behind no load balancer at all: every request may land on
// either, so what one stores — files, counts — the other must see.

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("an application sent through A is downloaded by an admin through B", async ({
  browser,
  visitors,
}) => {
  const [onA, onB] = visitors;
  if (!onA || !onB) throw new Error("two instances expected");
  const applicant = uniquePerson("Cluster");
  await applyAs(onA.page, applicant, { fileName: "Cluster CV.pdf" });

  const context = await browser.newContext({ baseURL: onB.base });
  const admin = await context.newPage();
  await asNewVisitor(admin);
  await signIn(admin, onB.base, ADMIN.email, ADMIN.password);
  await admin.goto(`/admin/applications?q=${encodeURIComponent(applicant.email)}`);
  await admin
    .getByRole("link", { name: new RegExp(applicant.firstName) })
    .first()
    .click();
  const link = admin.getByRole("link", { name: "Download résumé" });
  await expect(link).toBeVisible();
  const resume = await admin.request.get((await link.getAttribute("href"))!);
  expect(resume.status()).toBe(200);
  expect(resume.headers()["content-type"]).toBe("application/pdf");
  expect(resume.headers()["cache-control"]).toBe("private, no-store");
  expect((await resume.body()).equals(SAMPLE_PDF)).toBe(true);
  await context.close();
});

test("an image uploaded through B is served by A", async ({ browser, visitors }) => {
  const [onA, onB] = visitors;
  if (!onA || !onB) throw new Error("two instances expected");
  const context = await browser.newContext({ baseURL: onB.base });
  const admin = await context.newPage();
  await asNewVisitor(admin);
  await signIn(admin, onB.base, ADMIN.email, ADMIN.password);
  const upload = await admin.request.post("/admin/blogs/media", {
    multipart: { file: { name: "chart.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
  await context.close();

  const served = await onA.page.request.get(onA.base + url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await served.body())).toEqual(PNG);
});

test("the contact form's limit counts the posts to both instances together", async ({
  visitors,
}) => {
  // One visitor's address (through the trusted proxy header), new on every run.
  const address = `198.51.100.${crypto.randomInt(1, 255)}`;
  const post = (base: string) =>
    visitors[0]!.page.request.post(`${base}/contact`, {
      headers: { "X-Forwarded-For": address, Origin: base },
      form: { name: "Rapid Sender" },
      maxRedirects: 0,
    });
  for (let attempt = 0; attempt < CLUSTER_CONTACT_LIMIT; attempt++) {
    const base = visitors[attempt % visitors.length]!.base;
    expect((await post(base)).status(), `post ${attempt + 1} to ${base}`).toBe(400);
  }
  for (const { base } of visitors) {
    const limited = await post(base);
    expect(limited.status(), `refused by ${base}`).toBe(429);
    expect(await limited.text()).toContain("Please wait a few minutes and try again.");
  }
});
