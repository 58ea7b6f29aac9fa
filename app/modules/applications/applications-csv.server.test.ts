import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditLog } from "~/db/schema";
import { createAdmin } from "../../../tests/helpers/accounts";
import { COVER_LETTER } from "../../../tests/helpers/application-form";
import { adminActor, insertApplication } from "../../../tests/helpers/inbox";
import { setupTestDatabase } from "../../../tests/helpers/test-database";
import { exportApplicationsCsv } from "./applications-csv.server";

const database = setupTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await createAdmin("export")).cookie;
});

const HEADER =
  "Received,Status,First name,Last name,Email,Phone,Location,Job,Experience,LinkedIn,Portfolio,Heard about us,Cover letter,Résumé file,Screening answers,Knockout,First source,Last source,Admin link";

test("the export is the header row plus exactly the filtered rows, newest first", async () => {
  const older = await insertApplication({
    firstName: "Csv",
    lastName: "Older",
    email: "csv.older@example.org",
    jobTitle: "Data Engineer",
    status: "review",
    referral: "referral",
    linkedin: "https://www.linkedin.com/in/older",
    createdAt: new Date("2026-01-06T03:30:00Z"),
  });
  const newer = await insertApplication({
    firstName: "Csv",
    lastName: "Newer",
    email: "csv.newer@example.org",
    status: "review",
    createdAt: new Date("2026-02-01T15:00:00Z"),
  });
  await insertApplication({ firstName: "Csv", lastName: "Other", status: "new" });
  await insertApplication({ firstName: "Unrelated", status: "review" });

  const { csv, fileName, rows } = await exportApplicationsCsv(await adminActor(cookie), {
    q: "csv",
    job: "",
    status: "review",
  });
  expect(rows).toBe(2);
  expect(fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,Review,Csv,Newer,csv.newer@example.org,`);
  expect(lines[1]).toMatch(new RegExp(`/admin/applications/${newer.id}$`));
  expect(lines[2]).toBe(
    [
      "2026-01-05 22:30",
      "Review",
      "Csv",
      "Older",
      "csv.older@example.org",
      "(609) 555-0142",
      '"Trenton, NJ"',
      "Data Engineer",
      "3-5 years",
      "https://www.linkedin.com/in/older",
      "",
      "Employee Referral",
      `"${COVER_LETTER}"`, // it has a comma
      "resume.pdf",
      "", // no screening questions
      "",
      "", // no visit source (attribution)
      "",
      `http://localhost:3000/admin/applications/${older.id}`,
    ].join(","),
  );
});

test("applicant text that looks like a formula is neutralised", async () => {
  await insertApplication({
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: "@Formula",
    email: "formula@example.org",
  });
  const { csv } = await exportApplicationsCsv(await adminActor(cookie), {
    q: "formula@example.org",
    job: "",
    status: "",
  });
  const row = csv.slice(1).split("\r\n")[1];
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",'@Formula,`);
});

test("every export is audited with its row count and filters", async () => {
  const { rows } = await exportApplicationsCsv(await adminActor(cookie), {
    q: "csv",
    job: "",
    status: "",
  });
  const entries = await database()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "application.export")));
  expect(entries.at(-1)).toMatchObject({
    ip: "203.0.113.77",
    details: { rows, q: "csv" },
    actorEmail: expect.stringContaining("export"),
  });
});
