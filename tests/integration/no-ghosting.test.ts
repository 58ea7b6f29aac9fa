import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditLog, user } from "~/db/schema";
import { db } from "~/db/client.server";
import { ApplicationStatusSchema } from "~/modules/applications/application-admin-schema";
import { parseApplicationFilters } from "~/modules/applications/application-filters";
import {
  changeApplicationStatus,
  getApplicationForAdmin,
  listApplicationsPageForAdmin,
} from "~/modules/applications/applications-admin.server";
import { HiringSettingsSchema } from "~/modules/applications/hiring-settings-schema";
import { DEFAULT_PAY_PLACES } from "~/modules/jobs/pay-transparency";
import {
  getHiringSettings,
  saveHiringSettings,
} from "~/modules/applications/hiring-settings.server";
import { countOverdueApplications, runOverdueCheck } from "~/modules/applications/overdue.server";
import { listStatusChanges } from "~/modules/applications/status-history.server";
import { getResponseFigures } from "~/modules/dashboard/response-times.server";
import { createAdmin, createVerifiedAccount } from "../helpers/accounts";
import { writeForm } from "../helpers/form-write";
import { adminActor, form, insertApplication } from "../helpers/inbox";
import { mailsTo } from "../helpers/mailbox";
import { setupTestDatabase } from "../helpers/test-database";

// Issue 30 item 2, "no ghosting": the response target, the Overdue flag and
// filter, the daily digest and closing with or without the closing e-mail.
setupTestDatabase();

// New York wall-clock times (EST, UTC-5).
const ny = (local: string) => new Date(`${local}-05:00`);
let admin = { email: "", cookie: "" };
let recruiter = "";
let editor = "";

beforeAll(async () => {
  admin = await createAdmin("ghosting");
  const recruiterAccount = await createVerifiedAccount("recruiter");
  await db().update(user).set({ role: "recruiter" }).where(eq(user.id, recruiterAccount.userId));
  recruiter = recruiterAccount.email;
  const editorAccount = await createVerifiedAccount("editor");
  await db().update(user).set({ role: "editor" }).where(eq(user.id, editorAccount.userId));
  editor = editorAccount.email;
});

const inbox = (search: string, now: Date) =>
  listApplicationsPageForAdmin(parseApplicationFilters(new URLSearchParams(search)), now);

describe("the Overdue flag", () => {
  test("an application still New past five business days is flagged, filtered and sorted first; answering it clears the flag", async () => {
    const now = ny("2026-12-09T12:00"); // a Wednesday
    const late = await insertApplication({ firstName: "Late", createdAt: ny("2026-11-30T09:00") });
    const fresh = await insertApplication({
      firstName: "Fresh",
      createdAt: ny("2026-12-04T09:00"),
    });
    // Friday evening: the weekend does not count, so three business days have passed.
    const weekend = await insertApplication({
      firstName: "Weekend",
      createdAt: ny("2026-12-04T20:00"),
    });
    const answered = await insertApplication({
      firstName: "Answered",
      createdAt: ny("2026-11-25T09:00"),
      status: "review",
    });

    const all = await inbox("", now);
    const overdueOf = (id: string) => all.rows.find((row) => row.id === id)?.overdue;
    expect(overdueOf(late.id)).toBe(true);
    expect(overdueOf(fresh.id)).toBe(false);
    expect(overdueOf(weekend.id)).toBe(false);
    expect(overdueOf(answered.id)).toBe(false);

    const filtered = await inbox("response=overdue", now);
    expect(filtered.rows.map((row) => row.firstName)).toEqual(["Late"]);
    expect(filtered.matching).toBe(1);

    const sorted = await inbox("sort=overdue", now);
    expect(sorted.rows[0]?.firstName).toBe("Late");
    expect(await countOverdueApplications(now)).toBe(1);

    // Answering is the first move away from New; the flag goes.
    const actor = await adminActor(admin.cookie);
    await writeForm(ApplicationStatusSchema, form({ status: "review" }), (input) =>
      changeApplicationStatus(actor, late.id, input),
    );
    expect((await getApplicationForAdmin(late.id))?.firstResponseAt).toBeInstanceOf(Date);
    expect((await inbox("response=overdue", now)).rows).toEqual([]);
    // Moved back to New, it is still answered.
    await writeForm(ApplicationStatusSchema, form({ status: "new" }), (input) =>
      changeApplicationStatus(actor, late.id, input),
    );
    expect((await inbox("response=overdue", now)).rows).toEqual([]);
  });
});

describe("Settings › Hiring", () => {
  test("the target is a whole number of business days from 1 to 30; a save is audited and a longer target unflags", async () => {
    const actor = await adminActor(admin.cookie);
    expect(await getHiringSettings()).toEqual({
      responseTargetDays: 5,
      overdueDigest: true,
      payTransparencyPlaces: DEFAULT_PAY_PLACES,
    });
    for (const bad of ["0", "31", "2.5", "soon", ""]) {
      const refused = await writeForm(
        HiringSettingsSchema,
        form({ responseTargetDays: bad, overdueDigest: "on" }),
        (input) => saveHiringSettings(actor, input),
      );
      expect(refused, bad).toMatchObject({ ok: false, status: 400 });
      expect(refused.ok ? null : refused.fieldErrors).toMatchObject({
        responseTargetDays: ["Enter a whole number of business days from 1 to 30"],
      });
    }

    const now = ny("2026-12-16T12:00");
    const waiting = await insertApplication({
      firstName: "Waiting",
      createdAt: ny("2026-12-07T09:00"),
    });
    await runOverdueCheck(ny("2026-12-16T07:00")); // before the digest hour: marks only
    expect((await inbox("response=overdue", now)).rows.map((row) => row.id)).toContain(waiting.id);

    const saved = await writeForm(
      HiringSettingsSchema,
      form({ responseTargetDays: "10", overdueDigest: "on" }),
      (input) => saveHiringSettings(actor, input, now),
    );
    expect(saved).toEqual({ ok: true, value: null });
    // This post has no pay-range places field: an empty list (decision 047).
    expect(await getHiringSettings()).toEqual({
      responseTargetDays: 10,
      overdueDigest: true,
      payTransparencyPlaces: [],
    });
    expect((await inbox("response=overdue", now)).rows.map((row) => row.id)).not.toContain(
      waiting.id,
    );
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "hiring.settings"));
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      details: { responseTargetDays: 10, previousTargetDays: 5, overdueDigest: true },
    });
    await saveHiringSettings(actor, { responseTargetDays: 5, overdueDigest: true }, now);
  });
});

describe("the daily digest", () => {
  test("lists the overdue applications for every recruiter and administrator, once a day however many runs", async () => {
    const now = ny("2027-01-13T09:30"); // a Wednesday, after the digest hour
    const old = await insertApplication({
      firstName: "Dana",
      lastName: "Okafor",
      jobTitle: "Cloud Architect",
      createdAt: ny("2027-01-04T10:00"),
    });

    // Two instances (or a retry and the cron slot) at the same time: one digest.
    const runs = await Promise.all([runOverdueCheck(now), runOverdueCheck(now)]);
    expect(runs.filter((run) => run.sent)).toHaveLength(1);
    expect(runs.find((run) => !run.sent)).toEqual({ sent: false, reason: "already-sent" });
    // Later the same day: nothing more.
    expect(await runOverdueCheck(ny("2027-01-13T17:00"))).toEqual({
      sent: false,
      reason: "already-sent",
    });

    for (const address of [admin.email, recruiter]) {
      const digests = (await mailsTo(address)).filter((mail) =>
        mail.subject.includes("past the response target"),
      );
      expect(digests, address).toHaveLength(1);
      const [digest] = digests;
      expect(digest?.text).toContain("Dana Okafor – Cloud Architect – received Jan 4, 2027");
      expect(digest?.text).toContain(`/admin/applications/${old.id}`);
      expect(digest?.text).toContain("/admin/applications?response=overdue&sort=overdue");
    }
    expect(
      (await mailsTo(editor)).filter((mail) => mail.subject.includes("past the response target")),
    ).toEqual([]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "hiring.overdue_digest"));
    expect(entries).toHaveLength(1);

    // The next day, the next digest.
    expect(await runOverdueCheck(ny("2027-01-14T09:30"))).toMatchObject({ sent: true });
  });

  test("before the digest hour, or with the digest turned off, only the marks are kept", async () => {
    expect(await runOverdueCheck(ny("2027-01-20T06:00"))).toEqual({
      sent: false,
      reason: "too-early",
    });
    const actor = await adminActor(admin.cookie);
    await saveHiringSettings(actor, { responseTargetDays: 5, overdueDigest: false });
    expect(await runOverdueCheck(ny("2027-01-20T09:30"))).toEqual({ sent: false, reason: "off" });
    await saveHiringSettings(actor, { responseTargetDays: 5, overdueDigest: true });
  });
});

describe("closing an application", () => {
  test("sends the closing e-mail unless the recruiter opts out, and opting out needs a reason that is recorded", async () => {
    const actor = await adminActor(admin.cookie);
    const mailed = await insertApplication({ firstName: "Robin", email: "robin@example.org" });
    const closed = await writeForm(ApplicationStatusSchema, form({ status: "rejected" }), (input) =>
      changeApplicationStatus(actor, mailed.id, input),
    );
    expect(closed).toMatchObject({ ok: true, value: { to: "rejected", emailed: true } });
    const [mail] = await mailsTo("robin@example.org");
    expect(mail?.subject).toBe("Your application for Data Engineer");

    const quiet = await insertApplication({ firstName: "Sam", email: "sam@example.org" });
    const refused = await writeForm(
      ApplicationStatusSchema,
      form({ status: "rejected", skipClosingEmail: "on", skipReason: "  " }),
      (input) => changeApplicationStatus(actor, quiet.id, input),
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(refused.ok ? null : refused.fieldErrors).toMatchObject({
      skipReason: ["Say why the candidate gets no closing email"],
    });
    expect((await getApplicationForAdmin(quiet.id))?.status).toBe("new");

    const skipped = await writeForm(
      ApplicationStatusSchema,
      form({
        status: "rejected",
        skipClosingEmail: "on",
        skipReason: "Told by phone; asked for no email",
      }),
      (input) => changeApplicationStatus(actor, quiet.id, input),
    );
    expect(skipped).toMatchObject({ ok: true, value: { to: "rejected", emailed: null } });
    expect(await mailsTo("sam@example.org")).toEqual([]);
    const [change] = await listStatusChanges(quiet.id);
    expect(change).toMatchObject({
      from: "new",
      to: "rejected",
      skipReason: "Told by phone; asked for no email",
    });
    const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, quiet.id));
    expect(entries.map((entry) => entry.details)).toEqual([
      {
        from: "new",
        to: "rejected",
        closingEmail: "skipped",
        reason: "Told by phone; asked for no email",
      },
    ]);
  });
});

describe("the dashboard's response figures", () => {
  test("share answered within target and median time to first response, per week received", async () => {
    const now = ny("2028-03-15T12:00");
    const add = (createdAt: string, firstResponseAt?: string) =>
      insertApplication({
        status: firstResponseAt ? "review" : "new",
        createdAt: ny(createdAt),
        firstResponseAt: firstResponseAt ? ny(firstResponseAt) : null,
      });
    await add("2028-03-01T09:00", "2028-03-10T09:00"); // 7 business days: late
    await add("2028-03-02T09:00"); // never answered, past the target
    await add("2028-03-06T09:00", "2028-03-07T09:00"); // 1 business day
    await add("2028-03-14T09:00"); // not answered yet, still within the target

    const figures = await getResponseFigures(now);
    expect(figures.targetDays).toBe(5);
    expect(figures.weeks).toHaveLength(12);
    const week = (start: string) => figures.weeks.find((row) => row.weekStart === start);
    expect(week("2028-02-28")).toMatchObject({
      received: 2,
      decided: 2,
      withinTarget: 0,
      sharePercent: 0,
      medianDays: 7,
    });
    expect(week("2028-03-06")).toMatchObject({ received: 1, sharePercent: 100, medianDays: 1 });
    expect(week("2028-03-13")).toMatchObject({ received: 1, decided: 0, sharePercent: null });
    expect(figures.total).toMatchObject({
      received: 4,
      decided: 3,
      withinTarget: 1,
      sharePercent: 33,
      medianDays: 4,
    });
  });
});
