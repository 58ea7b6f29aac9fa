import { beforeEach, expect, test } from "vitest";
import { auditLog, blogPosts, user as users } from "~/db/schema";
import { insertOpenJob } from "../../../tests/helpers/application-form";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  auditActorSource,
  auditDetail,
  auditGroupOf,
  hasAuditActionLabel,
  parseAuditFilters,
  visibleAuditDetails,
} from "./audit-labels";
import { auditPartiesFor, auditSubjectKey, listAuditLogForAdmin } from "./audit-log.server";
import { AUDIT_ACTIONS } from "./audit.server";

const database = setupTestDatabase();

beforeEach(async () => {
  await database().db.delete(auditLog);
});

const filters = (search: string) => parseAuditFilters(new URLSearchParams(search));
const start = Date.UTC(2026, 2, 1, 12);

async function add(
  action: string,
  minute: number,
  extra: Partial<typeof auditLog.$inferInsert> = {},
) {
  await database()
    .db.insert(auditLog)
    .values({ action, createdAt: new Date(start + minute * 60_000), ...extra });
}

test("every recorded action has a label and a filter group", () => {
  for (const action of AUDIT_ACTIONS) {
    expect(hasAuditActionLabel(action), action).toBe(true);
    expect(auditGroupOf(action), action).not.toBeNull();
  }
  expect(auditActionLabel("company.update")).toBe("Updated company information");
  expect(auditActionLabel("something.new")).toBe("something.new");
});

test("details read as words", () => {
  expect(auditDetail("previousState", "pending")).toEqual(["Previous state", "Awaiting approval"]);
  expect(auditDetail("reason", "wrong-password")).toEqual(["Reason", "wrong password"]);
  expect(auditDetail("updated", true)).toEqual(["Updated", "yes"]);
  expect(auditDetail("someNewKey", "Wilkes-Barre Office")).toEqual([
    "Some new key",
    "Wilkes-Barre Office",
  ]);
});

// Issue 29 item 15: a slug stays a slug, roles read as in Settings › Users,
// moments in the company's time zone, and one name for the command line.
test("slugs as slugs, role names as elsewhere, moments in the company's zone", () => {
  expect(auditDetail("slug", "ai-in-the-enterprise")).toEqual(["Slug", "ai-in-the-enterprise"]);
  expect(auditDetail("from", "recruiter", "user.role")).toEqual(["From", "Recruiter"]);
  expect(auditDetail("to", "admin", "user.approve")).toEqual(["To", "Administrator"]);
  expect(auditDetail("from", "user", "user.role")).toEqual(["From", "No role"]);
  // An inquiry's status stays as it is (not a role).
  expect(auditDetail("to", "replied", "inquiry.status")).toEqual(["To", "replied"]);
  const [label, moment] = auditDetail("revisionOf", "2026-01-06T03:30:00.000Z", "post.restore");
  expect(label).toBe("Version of");
  expect(moment).toMatch(/^Jan 5, 2026, 10:30\sPM EST$/);
});

test("the command line has one name, and the server's own schedule another", () => {
  expect(auditActorSource(null, { source: "cli" })).toBe("Command line");
  expect(auditActorSource("system", { scheduled: true })).toBe("Scheduled task");
  expect(auditActorSource("ada@example.com", null)).toBeNull();
  // The "Source: cli" detail is not shown beside "Command line".
  expect(visibleAuditDetails("admin.create", { source: "cli", updated: true })).toEqual([
    ["updated", true],
  ]);
});

test("newest first, a page at a time", async () => {
  for (let minute = 0; minute < AUDIT_PAGE_SIZE + 3; minute++) {
    await add("sign_in.success", minute, { actorEmail: `person-${minute}@example.com` });
  }
  const first = await listAuditLogForAdmin(filters(""));
  expect(first).toMatchObject({ matching: AUDIT_PAGE_SIZE + 3, page: 1, pageCount: 2 });
  expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
  expect(first.entries[0]?.actorEmail).toBe(`person-${AUDIT_PAGE_SIZE + 2}@example.com`);

  const second = await listAuditLogForAdmin(filters("page=2"));
  expect(second.entries.map((entry) => entry.actorEmail)).toEqual([
    "person-2@example.com",
    "person-1@example.com",
    "person-0@example.com",
  ]);
  // A page past the end shows the last one.
  expect((await listAuditLogForAdmin(filters("page=9"))).page).toBe(2);
});

test("filters by action group and by person, target or IP", async () => {
  await add("sign_in.failure", 1, { actorEmail: "mallory@example.com", ip: "198.51.100.9" });
  await add("sign_up", 2, { actorEmail: "sam@example.com" });
  await add("user.approve", 3, { actorEmail: "ada@example.com", targetEmail: "sam@example.com" });
  await add("company.update", 4, { actorEmail: "ada@example.com", targetId: "company" });
  await add("job.create", 5, { actorEmail: "ada@example.com", targetId: "data-engineer" });

  const actions = async (search: string) =>
    (await listAuditLogForAdmin(filters(search))).entries.map((entry) => entry.action);
  expect(await actions("group=sign-ins")).toEqual(["sign_in.failure"]);
  expect(await actions("group=accounts")).toEqual(["user.approve", "sign_up"]);
  expect(await actions("group=company")).toEqual(["company.update"]);
  expect(await actions("q=sam@")).toEqual(["user.approve", "sign_up"]);
  expect(await actions("q=198.51")).toEqual(["sign_in.failure"]);
  expect(await actions("q=data-engineer")).toEqual(["job.create"]);
  expect(await actions("group=jobs&q=mallory")).toEqual([]);
  // An unknown group is no filter at all.
  expect(await actions("group=nope")).toHaveLength(5);
});

// Issue 29 item 15: an entry names the person and the record it is about, with a
// link while the record exists, instead of their raw ids.
test("names and links instead of raw ids, while the record exists", async () => {
  const { db } = database();
  await db
    .insert(users)
    .values({ id: "u-ada", name: "Ada Lovelace", email: "ada-audit@example.com" });
  await insertOpenJob(db, "data-engineer-audit", "Data Engineer");
  await db.insert(blogPosts).values({
    id: "post-audit",
    slug: "ai-in-the-enterprise",
    title: "AI in the Enterprise",
    summary: "s",
    content: "<p>c</p>",
    category: "AI",
    author: "Ada",
  });
  const entries = [
    { action: "job.update", actorId: "u-ada", targetId: "data-engineer-audit" },
    { action: "post.publish", actorId: "u-ada", targetId: "post-audit" },
    { action: "user.role", actorId: "u-ada", targetId: "u-ada" },
    { action: "job.delete", actorId: "u-gone", targetId: "old-job" },
  ].map((entry, index) => ({
    id: String(index),
    createdAt: new Date(start),
    actorEmail: null,
    targetEmail: null,
    ip: null,
    details: null,
    ...entry,
  }));
  const { actors, subjects } = await auditPartiesFor(entries);
  expect(actors["u-ada"]).toEqual({ name: "Ada Lovelace", href: "/admin/settings/users" });
  expect(actors["u-gone"]).toBeUndefined();
  const subjectOf = (index: number) => subjects[auditSubjectKey(entries[index]!) ?? ""];
  expect(subjectOf(0)).toEqual({
    name: "Data Engineer",
    href: "/admin/jobs/edit/data-engineer-audit",
  });
  expect(subjectOf(1)).toEqual({
    name: "AI in the Enterprise",
    href: "/admin/blogs/edit/post-audit",
  });
  expect(subjectOf(2)).toEqual({ name: "Ada Lovelace", href: "/admin/settings/users" });
  // Deleted since: no link (the page shows the title kept in the entry).
  expect(subjectOf(3)).toBeUndefined();
});
