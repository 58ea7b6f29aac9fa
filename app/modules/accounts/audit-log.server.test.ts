import { beforeEach, expect, test } from "vitest";
import { auditLog } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import {
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  auditDetail,
  auditGroupOf,
  hasAuditActionLabel,
  parseAuditFilters,
} from "./audit-labels";
import { listAuditLogForAdmin } from "./audit-log.server";
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
  expect(auditDetail("previousState", "pending")).toEqual(["Previous state", "pending"]);
  expect(auditDetail("reason", "wrong-password")).toEqual(["Reason", "wrong password"]);
  expect(auditDetail("updated", true)).toEqual(["Updated", "yes"]);
  expect(auditDetail("someNewKey", "Wilkes-Barre Office")).toEqual([
    "Some new key",
    "Wilkes-Barre Office",
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
