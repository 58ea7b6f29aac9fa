import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import type { ObjectStore } from "../../../app/modules/storage/object-store";
import { SAMPLE_PDF } from "../../helpers/application-form";
import { ADMIN, signIn } from "./accounts";
import { fillNewPost, uniqueWord } from "./blog-admin";
import { applyAs, sendInquiry, uniquePerson, type Applicant } from "./inbox";
import { createJobByPost, uniqueToken } from "./jobs";
import { asNewVisitor } from "./visitor";

/**
 * The "Done when" journey of backups (issue 19), shared by the embedded
 * (tests/e2e) and PostgreSQL (tests/cluster) runs: fill a site through its
 * forms, back it up while it serves, restore, compare everything.
 */

export type FilledSite = { applicants: Applicant[]; imageUrl: string; jobId: string };

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await asNewVisitor(page);
  return page;
}

/** A job, an uploaded image and a post that shows it, two applications with résumés, two inquiries. */
export async function fillSite(browser: Browser, base: string): Promise<FilledSite> {
  const admin = await newPage(browser, base);
  await signIn(admin, base, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  const jobId = await createJobByPost(admin, {
    title: `Backup Engineer ${uniqueToken()}`,
    department: "Operations",
  });
  const image = await sharp({
    create: { width: 1200, height: 700, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await admin.request.post("/admin/blogs/media", {
    multipart: { file: { name: "cover.jpg", mimeType: "image/jpeg", buffer: image } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const imageUrl = ((await upload.json()) as { url: string }).url;
  await fillNewPost(admin, { title: `Backups ${uniqueWord()}`, publish: true });
  await admin.getByLabel("Cover image").fill(imageUrl);
  await admin.getByRole("button", { name: "Add Blog" }).click();
  await expect(admin).toHaveURL(/notice=created/);

  const visitor = await newPage(browser, base);
  const applicants = [uniquePerson("Backup"), uniquePerson("Restore")];
  await applyAs(visitor, applicants[0]!, { job: jobId, fileName: "First CV.pdf" });
  await applyAs(visitor, applicants[1]!, { job: null });
  for (const [index, person] of applicants.entries()) {
    await sendInquiry(visitor, person, `Company ${index}`);
  }
  await visitor.context().close();

  // The server's own start-up work (the retention run, audited) writes too:
  // let it finish, so that nothing but the journey changes the site after
  // the backup and the comparison with the stopped source is exact.
  await expect(async () => {
    await admin.goto("/admin/settings/audit-log");
    await expect(admin.getByText("Deleted records past the retention period").first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
  await admin.context().close();
  return { applicants, imageUrl, jobId };
}

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** Runs one of the npm commands' scripts (scripts/<name>.mjs) with this environment. */
export function runScript(
  name: "backup" | "restore",
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${name}.mjs`, ...args], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Requests pages (some rendered, some from the page cache, /readyz asking
 * the database) one after another until `work` settles; resolves with
 * `work`'s result and every answer's status.
 */
export async function whileServing<T>(
  base: string,
  paths: string[],
  work: Promise<T>,
): Promise<{ result: T; statuses: number[] }> {
  let done = false;
  const settled = work.finally(() => (done = true));
  const statuses: number[] = [];
  const loop = (async () => {
    for (let index = 0; !done; index++) {
      const path = paths[index % paths.length]!;
      // A query the cache has not seen makes some of them real renders.
      const url = `${base}${path}${path.includes("?") ? "&" : "?"}n=${index % 7}`;
      statuses.push((await fetch(url, { headers: { "X-Forwarded-For": "10.9.9.9" } })).status);
    }
  })();
  const result = await settled;
  await loop;
  return { result, statuses };
}

export const SERVED_PATHS = ["/", "/careers", "/contact", "/blog", "/readyz", "/services"];

/** Every row of every table in the public schema, as JSON text in a fixed order, by table. */
export async function publicRows(
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<Record<string, string>> {
  const { rows } = await query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const tables: Record<string, string> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const result = await query(
      `select coalesce(json_agg(row_to_json(t) order by row_to_json(t)::text), '[]')::text as rows
         from public."${tablename}" t`,
    );
    tables[tablename] = (result.rows[0] as { rows: string }).rows;
  }
  return tables;
}

/** Every stored file's SHA-256, by "folder/name". */
export async function storedFiles(store: ObjectStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of ["resumes", "media"] as const) {
    for await (const { name } of store.list(folder)) {
      const file = await store.open(folder, name);
      const bytes = Buffer.from(await new Response(file!.body).arrayBuffer());
      files[`${folder}/${name}`] = crypto.createHash("sha256").update(bytes).digest("hex");
    }
  }
  return files;
}

/** The restored site works: a page, an admin sign-in, a résumé download and the image. */
export async function expectWorkingSite(browser: Browser, base: string, site: FilledSite) {
  const admin = await newPage(browser, base);
  const home = await admin.request.get("/");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("Arcwell");
  await signIn(admin, base, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  const [applicant] = site.applicants;
  await admin.goto(`/admin/applications?q=${encodeURIComponent(applicant!.email)}`);
  await admin
    .getByRole("link", { name: new RegExp(applicant!.firstName) })
    .first()
    .click();
  const link = admin.getByRole("link", { name: "Download résumé" });
  const resume = await admin.request.get((await link.getAttribute("href"))!);
  expect(resume.status()).toBe(200);
  expect(Buffer.from(await resume.body()).equals(SAMPLE_PDF)).toBe(true);
  const image = await admin.request.get(site.imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  await admin.goto(`/careers/job/${site.jobId}`);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Backup Engineer");
  await admin.context().close();
}
