import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { DEMO_COMPANY_SETTINGS } from "~/modules/company/company-schema";
import { action as applicationAction } from "~/routes/admin/applications/detail";
import { action as autosaveAction } from "~/routes/admin/blogs/autosave";
import { action as editPostAction } from "~/routes/admin/blogs/edit";
import { action as historyAction } from "~/routes/admin/blogs/history";
import { action as postsAction } from "~/routes/admin/blogs/index";
import { action as mediaUpload } from "~/routes/admin/blogs/media";
import { action as newPostAction } from "~/routes/admin/blogs/new";
import { action as shareAction } from "~/routes/admin/blogs/share";
import { action as inquiryAction } from "~/routes/admin/inquiries/detail";
import { action as editJobAction } from "~/routes/admin/jobs/edit";
import { action as jobsAction } from "~/routes/admin/jobs/index";
import { action as newJobAction } from "~/routes/admin/jobs/new";
import { action as pageAutosaveAction } from "~/routes/admin/pages/autosave";
import { action as mediaAction } from "~/routes/admin/media/detail";
import { action as candidateEmailsAction } from "~/routes/admin/settings/candidate-emails";
import { action as companyAction } from "~/routes/admin/settings/company";
import { action as deliveryAction } from "~/routes/admin/settings/email-delivery";
import { action as usersAction } from "~/routes/admin/settings/users";
import { createAdmin } from "../helpers/accounts";
import { insertOpenJob } from "../helpers/application-form";
import { companyFormData } from "../helpers/company-form";
import { form, insertApplication, insertInquiry, TEST_IP } from "../helpers/inbox";
import { setupTestDatabase } from "../helpers/test-database";

// What every staff form's action answers when a write does not go through —
// the status, the body (the form's reply or the message) and the redirect —
// pinned for the move of HTTP out of the modules (decision 034): modules
// answer in domain reasons, app/routes/action-result.server.ts maps them.
setupTestDatabase();

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("answers")).cookie;
});

type RouteAction = (args: never) => unknown;

/** An answer as the browser would see it: status, body, and where a redirect goes. */
async function answer(
  action: RouteAction,
  body: FormData,
  params: Record<string, string> = {},
): Promise<unknown> {
  const request = new Request("http://localhost:3000/admin/page?q=kept", {
    method: "POST",
    headers: { cookie },
    body,
  });
  const context = { clientIp: TEST_IP, cspNonce: "", requestId: "test" };
  let value: unknown;
  let thrown = false;
  try {
    value = await (action as (args: unknown) => unknown)({ request, params, context });
  } catch (error) {
    thrown = true;
    value = error;
  }
  if (value instanceof Response) {
    const location = value.headers.get("location");
    if (location) return { thrown, status: value.status, location };
    return { thrown, status: value.status, body: await value.text() };
  }
  const init = (value as { init?: { status?: number } | null }).init;
  return { thrown, status: init?.status ?? 200, body: (value as { data: unknown }).data };
}

const entries = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((entry, i) => data.append(`${name}[${i}]`, entry));
    else data.append(name, value);
  }
  return data;
};

const jobFields = (overrides: Record<string, string | string[]> = {}) =>
  entries({
    title: "Answer Engineer",
    department: "Engineering",
    location: "Remote",
    type: "Full-time",
    description: "Answers.",
    responsibilities: ["Answer"],
    requirements: ["Patience"],
    publish: "now",
    ...overrides,
  });

const postFields = (overrides: Record<string, string | string[]> = {}) =>
  entries({
    title: "Answer post",
    slug: "answer-post",
    summary: "A summary.",
    category: "cloud",
    author: "Ada Admin",
    content: "<p>Words.</p>",
    ...overrides,
  });

test("jobs: invalid, a list button without JavaScript, unknown ids", async () => {
  await insertOpenJob(db(), "answer-job", "Answer Job");
  expect(await answer(newJobAction, jobFields({ title: " " }))).toMatchSnapshot("new invalid");
  const listButton = jobFields();
  listButton.append(
    "__intent__",
    JSON.stringify({ type: "insert", payload: { name: "responsibilities" } }),
  );
  expect(await answer(newJobAction, listButton)).toMatchSnapshot("new list button");
  expect(await answer(editJobAction, jobFields(), { jobId: "no-such-job" })).toMatchSnapshot(
    "edit unknown",
  );
  expect(
    await answer(editJobAction, jobFields({ title: "" }), { jobId: "answer-job" }),
  ).toMatchSnapshot("edit invalid");
  expect(
    await answer(jobsAction, form({ intent: "explode", jobId: "answer-job" })),
  ).toMatchSnapshot("list bad intent");
  expect(
    await answer(jobsAction, form({ intent: "delete", jobId: "no-such-job" })),
  ).toMatchSnapshot("list unknown");
});

test("blog: invalid, nothing readable, a slug in use, unknown posts and revisions", async () => {
  expect(await answer(newPostAction, postFields({ summary: "" }))).toMatchSnapshot("new invalid");
  expect(
    await answer(newPostAction, postFields({ content: "<script>alert(1)</script>" })),
  ).toMatchSnapshot("new no content");
  const first = await answer(newPostAction, postFields());
  expect(first).toMatchObject({ status: 302 });
  expect(await answer(newPostAction, postFields({ title: "Other" }))).toMatchSnapshot(
    "new slug taken",
  );
  expect(await answer(editPostAction, postFields(), { blogId: "no-such-post" })).toMatchSnapshot(
    "edit unknown",
  );
  expect(
    await answer(editPostAction, postFields({ title: "" }), { blogId: "no-such-post" }),
  ).toMatchSnapshot("edit invalid");
  expect(
    await answer(postsAction, form({ intent: "publish", id: "no-such-post" })),
  ).toMatchSnapshot("list unknown");
  expect(await answer(postsAction, form({ intent: "explode", id: "x" }))).toMatchSnapshot(
    "list bad intent",
  );
  expect(
    await answer(shareAction, form({ intent: "share", lifetime: "7" }), { blogId: "no-such-post" }),
  ).toMatchSnapshot("share unknown");
  expect(
    await answer(historyAction, form({ revisionId: UNKNOWN_UUID }), { blogId: "no-such-post" }),
  ).toMatchSnapshot("restore unknown");
  expect(
    await answer(autosaveAction, postFields({ title: "" }), { blogId: "no-such-post" }),
  ).toMatchSnapshot("autosave invalid");
  expect(await answer(autosaveAction, postFields(), { blogId: "no-such-post" })).toMatchSnapshot(
    "autosave unknown",
  );
});

test("page autosave answers like the posts' one: a form not valid yet is not saved (422, no-store JSON)", async () => {
  const unfinished = await answer(pageAutosaveAction, form({ title: "" }), {
    pageId: UNKNOWN_UUID,
  });
  expect(unfinished).toEqual({
    thrown: false,
    status: 422,
    body: JSON.stringify({ status: "invalid" }),
  });
});

test("media: unknown images, a bad description, a file that is no image", async () => {
  expect(
    await answer(mediaAction, form({ intent: "delete" }), { mediaId: UNKNOWN_UUID }),
  ).toMatchSnapshot("delete unknown");
  expect(
    await answer(mediaAction, form({ alt: "A view" }), { mediaId: "not-a-uuid" }),
  ).toMatchSnapshot("alt unknown");
  expect(
    await answer(mediaAction, form({ alt: "x".repeat(2000) }), { mediaId: UNKNOWN_UUID }),
  ).toMatchSnapshot("alt invalid");
  const upload = new FormData();
  upload.append("file", new File(["not an image at all"], "notes.png", { type: "image/png" }));
  expect(await answer(mediaUpload, upload)).toMatchSnapshot("upload not an image");
});

test("inbox: notes and statuses refused, unknown records, a job gone, already attached", async () => {
  const inquiry = await insertInquiry({});
  const inquiryId = { inquiryId: inquiry.id };
  expect(
    await answer(inquiryAction, form({ intent: "add-note", body: " " }), inquiryId),
  ).toMatchSnapshot("inquiry note blank");
  expect(
    await answer(inquiryAction, form({ intent: "status", status: "bogus" }), inquiryId),
  ).toMatchSnapshot("inquiry status invalid");
  expect(
    await answer(inquiryAction, form({ intent: "add-note", body: "Hi" }), {
      inquiryId: UNKNOWN_UUID,
    }),
  ).toMatchSnapshot("inquiry note unknown");
  expect(
    await answer(inquiryAction, form({ intent: "status", status: "closed" }), {
      inquiryId: UNKNOWN_UUID,
    }),
  ).toMatchSnapshot("inquiry status unknown");

  const general = await insertApplication({ jobId: null, jobTitle: "General", isGeneral: true });
  const forJob = await insertApplication({});
  const applicationId = { applicationId: general.id };
  expect(
    await answer(applicationAction, form({ intent: "status", status: "bogus" }), applicationId),
  ).toMatchSnapshot("application status invalid");
  expect(
    await answer(applicationAction, form({ intent: "add-note", body: "" }), applicationId),
  ).toMatchSnapshot("application note blank");
  expect(
    await answer(
      applicationAction,
      form({ intent: "attach-job", jobId: "no-such-job" }),
      applicationId,
    ),
  ).toMatchSnapshot("attach job gone");
  expect(
    await answer(applicationAction, form({ intent: "attach-job", jobId: "" }), applicationId),
  ).toMatchSnapshot("attach invalid");
  await insertOpenJob(db(), "attach-target", "Attach Target");
  expect(
    await answer(applicationAction, form({ intent: "attach-job", jobId: "attach-target" }), {
      applicationId: forJob.id,
    }),
  ).toMatchSnapshot("attach already attached");
  expect(
    await answer(applicationAction, form({ intent: "status", status: "review" }), {
      applicationId: UNKNOWN_UUID,
    }),
  ).toMatchSnapshot("application status unknown");
});

test("settings: company and candidate e-mails invalid, an unknown account and delivery", async () => {
  expect(
    await answer(
      companyAction,
      companyFormData(DEMO_COMPANY_SETTINGS, { name: "", email: "nope" }),
    ),
  ).toMatchSnapshot("company invalid");
  expect(
    await answer(
      candidateEmailsAction,
      form({ "interview.subject": "", "interview.body": "x", "rejected.subject": "s" }),
    ),
  ).toMatchSnapshot("candidate emails invalid");
  expect(
    await answer(usersAction, form({ intent: "disable", userId: "no-such-user" })),
  ).toMatchSnapshot("users unknown");
  expect(
    await answer(deliveryAction, form({ intent: "discard", deliveryId: UNKNOWN_UUID })),
  ).toMatchSnapshot("delivery unknown");
});
