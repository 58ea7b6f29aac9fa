import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditLog, inquiries } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { adminActor, form, insertInquiry } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { INQUIRY_ADMIN_MESSAGES } from "./inquiry-admin-schema";
import { parseInquiryFilters } from "./inquiry-filters";
import {
  changeInquiryStatus,
  exportInquiriesCsv,
  getInquiryForAdmin,
  listInquiriesPageForAdmin,
} from "./inquiries-admin.server";
import { writeForm } from "../../../tests/helpers/form-write";
import { InquiryStatusSchema } from "~/modules/inquiries/inquiry-admin-schema";

const database = setupTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("inquiries")).cookie;
});

const filters = (search: string) => parseInquiryFilters(new URLSearchParams(search));

test("the list is newest first, searchable by name, email and company, filterable by status", async () => {
  const old = await insertInquiry({
    name: "Harper Quinn",
    company: "Quinn Freight",
    createdAt: new Date(Date.now() - 3_600_000),
  });
  // Explicit times: two rows stored in the same millisecond would tie and order by their random ids.
  const recent = await insertInquiry({
    name: "Rowan Quill",
    email: "rowan@quillworks.example",
    createdAt: new Date(Date.now() - 60_000),
  });
  const closed = await insertInquiry({ name: "Quentin Closed", status: "closed" });

  const all = await listInquiriesPageForAdmin(filters("q=qu"));
  expect(all.rows.map((row) => row.id)).toEqual([closed.id, recent.id, old.id]);
  expect(all.statusCounts).toEqual({ new: 2, replied: 0, closed: 1 });

  expect((await listInquiriesPageForAdmin(filters("q=quillworks"))).rows[0]?.id).toBe(recent.id);
  expect((await listInquiriesPageForAdmin(filters("q=FREIGHT"))).rows[0]?.id).toBe(old.id);
  const onlyClosed = await listInquiriesPageForAdmin(filters("q=qu&status=closed"));
  expect(onlyClosed.rows.map((row) => row.id)).toEqual([closed.id]);
  expect(filters("status=archived").status).toBe("");
});

test("status changes New → Replied → Closed are stored and audited; the same status is not", async () => {
  const inquiry = await insertInquiry();
  for (const status of ["replied", "closed", "closed", "new"]) {
    const result = await writeForm(InquiryStatusSchema, form({ status }), async (input) =>
      changeInquiryStatus(await adminActor(cookie), inquiry.id, input),
    );
    expect(result.ok).toBe(true);
  }
  expect((await getInquiryForAdmin(inquiry.id))?.status).toBe("new");
  const entries = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "inquiry.status"), eq(auditLog.targetId, inquiry.id)))
    .orderBy(auditLog.createdAt);
  expect(entries.map((entry) => entry.details)).toEqual([
    { from: "new", to: "replied" },
    { from: "replied", to: "closed" },
    { from: "closed", to: "new" },
  ]);
});

test("a bad status and an unknown id change nothing", async () => {
  const inquiry = await insertInquiry();
  const invalid = await writeForm(InquiryStatusSchema, form({ status: "read" }), async (input) =>
    changeInquiryStatus(await adminActor(cookie), inquiry.id, input),
  );
  expect(invalid).toMatchObject({ ok: false, reason: "invalid" });
  if (!invalid.ok) {
    expect(invalid.result?.error?.status).toEqual([INQUIRY_ADMIN_MESSAGES.statusRequired]);
  }
  expect(
    await writeForm(InquiryStatusSchema, form({ status: "closed" }), async (input) =>
      changeInquiryStatus(await adminActor(cookie), "nope", input),
    ),
  ).toMatchObject({ ok: false, reason: "not-found" });
  expect((await getInquiryForAdmin(inquiry.id))?.status).toBe("new");
});

test("the CSV holds the header and the filtered rows, neutralises formulas, and is audited", async () => {
  await insertInquiry({
    name: "Export Person",
    email: "export.person@example.org",
    phone: "+1 (609) 555-0101",
    company: "=HYPERLINK(1)",
    service: "data",
    message: "Line one,\nline two",
    status: "replied",
  });
  await insertInquiry({ name: "Export Other", status: "new" });
  const { csv, fileName, rows } = await exportInquiriesCsv(await adminActor(cookie), {
    q: "export",
    status: "replied",
  });
  expect(fileName).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows).toBe(1);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const body = csv.slice(1);
  expect(body.split("\r\n")[0]).toBe(
    "Received,Status,Name,Email,Phone,Company,Service,Message,First source,Last source,Admin link",
  );
  expect(body).toContain(
    `,Replied,Export Person,export.person@example.org,+1 (609) 555-0101,'=HYPERLINK(1),Data Engineering,"Line one,\nline two",,,http://localhost:3000/admin/inquiries/`,
  );
  expect(body).not.toContain("Export Other");
  const [entry] = await database()
    .db.select()
    .from(auditLog)
    .where(eq(auditLog.action, "inquiry.export"));
  expect(entry?.details).toEqual({ rows: 1, q: "export", status: "replied" });
});

test("the migration maps the old statuses: read → replied, archived → closed", async () => {
  const files = (await fs.readdir("drizzle")).filter((file) => file.endsWith(".sql"));
  const sources = await Promise.all(
    files.map((file) => fs.readFile(path.join("drizzle", file), "utf8")),
  );
  const mapping = sources.find((source) => source.includes(`UPDATE "inquiries" SET "status"`));
  expect(mapping).toBeDefined();
  const read = await insertInquiry();
  const archived = await insertInquiry();
  await database().db.execute(sql`update inquiries set status = 'read' where id = ${read.id}`);
  await database().db.execute(
    sql`update inquiries set status = 'archived' where id = ${archived.id}`,
  );
  for (const statement of mapping!.split("--> statement-breakpoint")) {
    if (statement.includes(`UPDATE "inquiries"`)) {
      await database().db.execute(sql.raw(statement.replace(/^--.*$/gm, "")));
    }
  }
  const rows = await database()
    .db.select({ id: inquiries.id, status: inquiries.status })
    .from(inquiries);
  const statusOf = (id: string) => rows.find((row) => row.id === id)?.status;
  expect([statusOf(read.id), statusOf(archived.id)]).toEqual(["replied", "closed"]);
});
