import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { applicationNotes, applications, auditLog, blogPosts, inquiries, jobs } from "~/db/schema";
import { getCompanyInfo } from "~/modules/company/company.server";
import { DEMO_COMPANY_SETTINGS } from "~/modules/company/company-schema";
import { mediaDir } from "~/modules/media/media-storage.server";
import { action as applicationAction } from "~/routes/admin/applications/detail";
import { loader as applicationExport } from "~/routes/admin/applications/export";
import { loader as resumeDownload } from "~/routes/admin/applications/resume";
import { action as mediaUpload } from "~/routes/admin/blogs/media";
import { action as newPostAction } from "~/routes/admin/blogs/new";
import { action as inquiryAction } from "~/routes/admin/inquiries/detail";
import { loader as inquiryExport } from "~/routes/admin/inquiries/export";
import { action as editJobAction } from "~/routes/admin/jobs/edit";
import { action as jobsAction } from "~/routes/admin/jobs/index";
import { action as newJobAction } from "~/routes/admin/jobs/new";
import { action as companyAction } from "~/routes/admin/settings/company";
import { createVerifiedAccount } from "../helpers/accounts";
import { insertOpenJob } from "../helpers/application-form";
import { companyFormData } from "../helpers/company-form";
import { form, insertApplication, insertInquiry, refusedGet, refusedPost } from "../helpers/inbox";
import { setupTestDatabase } from "../helpers/test-database";

// Modules trust the actor their route hands them; the routes authorize. So
// every admin write is refused here, at its route, for an anonymous visitor
// and for a signed-in account that is not an approved administrator — and
// nothing changes. (admin-guards.test.ts walks every admin route's loader and
// action for the redirect itself; this file checks the data stays put.)
setupTestDatabase();

const callers: { who: string; cookie: () => string; location: RegExp }[] = [
  { who: "anonymous", cookie: () => "", location: /^\/admin\/login(\?|$)/ },
  { who: "non-admin", cookie: () => pendingCookie, location: /^\/admin\/awaiting-approval$/ },
];
let pendingCookie = "";
/** The audit log after the account was made: a refused write adds nothing to it. */
let auditBefore: string[] = [];

beforeAll(async () => {
  pendingCookie = (await createVerifiedAccount("refused")).cookie;
  auditBefore = await auditActions();
});

async function expectRefused(run: (cookie: string) => Promise<Response>) {
  for (const { who, cookie, location } of callers) {
    const response = await run(cookie());
    expect([who, response.status]).toEqual([who, 302]);
    expect(response.headers.get("location")).toMatch(location);
  }
}

async function auditActions() {
  return (await db().select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
}

const jobForm = (title: string) => {
  const data = form({ title, department: "Engineering", location: "Remote", type: "Contract" });
  data.set("description", "Hijack.");
  data.set("responsibilities[0]", "Nothing");
  data.set("requirements[0]", "Nothing");
  return data;
};

test("jobs: create, edit, deactivate and delete are refused and change nothing", async () => {
  await insertOpenJob(db(), "guarded-role", "Guarded Role");
  const params = { jobId: "guarded-role" };
  await expectRefused((cookie) =>
    refusedPost(newJobAction, { cookie, form: jobForm("Sneaky Role") }),
  );
  await expectRefused((cookie) =>
    refusedPost(editJobAction, { cookie, params, form: jobForm("Hijacked") }),
  );
  for (const intent of ["deactivate", "delete"]) {
    await expectRefused((cookie) =>
      refusedPost(jobsAction, { cookie, form: form({ intent, jobId: "guarded-role" }) }),
    );
  }
  const rows = await db().select().from(jobs);
  expect(rows.map((row) => [row.id, row.title, row.isActive])).toEqual([
    ["guarded-role", "Guarded Role", true],
  ]);
  expect(await auditActions()).toEqual(auditBefore);
});

test("blog: a new post is refused and nothing is stored", async () => {
  const post = form({ title: "Sneaky", slug: "sneaky", summary: "x", category: "ai" });
  post.set("content", "<p>Sneaky</p>");
  await expectRefused((cookie) => refusedPost(newPostAction, { cookie, form: post }));
  expect(await db().select().from(blogPosts).where(eq(blogPosts.slug, "sneaky"))).toEqual([]);
});

test("company settings: a save is refused and the site keeps its name", async () => {
  const before = (await getCompanyInfo()).name;
  const company = companyFormData(DEMO_COMPANY_SETTINGS, { name: "Hijacked Inc" });
  await expectRefused((cookie) => refusedPost(companyAction, { cookie, form: company }));
  expect((await getCompanyInfo()).name).toBe(before);
});

test("inbox: status changes and notes are refused and change nothing", async () => {
  const inquiry = await insertInquiry();
  await expectRefused((cookie) =>
    refusedPost(inquiryAction, {
      cookie,
      params: { inquiryId: inquiry.id },
      form: form({ intent: "status", status: "closed" }),
    }),
  );
  const application = await insertApplication();
  const params = { applicationId: application.id };
  await expectRefused((cookie) =>
    refusedPost(applicationAction, {
      cookie,
      params,
      form: form({ intent: "status", status: "hired" }),
    }),
  );
  await expectRefused((cookie) =>
    refusedPost(applicationAction, {
      cookie,
      params,
      form: form({ intent: "add-note", body: "Sneaky" }),
    }),
  );
  const [storedInquiry] = await db().select().from(inquiries).where(eq(inquiries.id, inquiry.id));
  expect(storedInquiry?.status).toBe("new");
  const [stored] = await db()
    .select()
    .from(applications)
    .where(eq(applications.id, application.id));
  expect(stored?.status).toBe("new");
  expect(await db().select().from(applicationNotes)).toEqual([]);
  expect(await auditActions()).toEqual(auditBefore);
});

test("exports and résumés are not handed out, and no export is recorded", async () => {
  const application = await insertApplication();
  await expectRefused((cookie) => refusedGet(applicationExport, { cookie }));
  await expectRefused((cookie) => refusedGet(inquiryExport, { cookie }));
  await expectRefused((cookie) =>
    refusedGet(resumeDownload, { cookie, params: { applicationId: application.id } }),
  );
  expect(await auditActions()).toEqual(auditBefore);
});

test("media: an upload is refused and nothing is stored", async () => {
  const before = await fs.readdir(mediaDir()).catch(() => []);
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  await expectRefused((cookie) => {
    const upload = new FormData();
    upload.set("file", new File([png], "a.png", { type: "image/png" }));
    return refusedPost(mediaUpload, { cookie, form: upload });
  });
  expect(await fs.readdir(mediaDir()).catch(() => [])).toEqual(before);
});
