import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, type Application } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import type { Actor } from "~/modules/actor/actor";
import { visitSourceCsvColumns } from "~/modules/analytics/visit-source-filter.server";
import { getEnv } from "~/utils/env.server";
import { csvDateTime, csvFileName, toCsv, type CsvColumn } from "~/utils/csv.server";
import { EXPERIENCE_OPTIONS, optionLabel, REFERRAL_OPTIONS } from "./application-schema";
import type { ApplicationViewFilters } from "./application-filters";
import { APPLICATION_STATUS_LABELS } from "./application-status";
import { applicationsWhere } from "./applications-admin.server";
import { assertActorMay } from "~/modules/roles/authorize";
import { knockoutLabel, readScreeningAnswers } from "./screening-answers";

/** An export holds at most this many rows (the newest); far more than a year of applications. */
export const MAX_EXPORT_ROWS = 10_000;

/** The export's columns: every field of the form, the pipeline status and where to open it. */
export function applicationCsvColumns(publicUrl: string): CsvColumn<Application>[] {
  return [
    { header: "Received", value: (row) => csvDateTime(row.createdAt) },
    { header: "Status", value: (row) => APPLICATION_STATUS_LABELS[row.status] },
    { header: "First name", value: (row) => row.firstName },
    { header: "Last name", value: (row) => row.lastName },
    { header: "Email", value: (row) => row.email },
    { header: "Phone", value: (row) => row.phone },
    { header: "Location", value: (row) => row.location },
    { header: "Job", value: (row) => row.jobTitle },
    { header: "Experience", value: (row) => optionLabel(EXPERIENCE_OPTIONS, row.experience) },
    { header: "LinkedIn", value: (row) => row.linkedin },
    { header: "Portfolio", value: (row) => row.portfolio },
    {
      header: "Heard about us",
      value: (row) => (row.referral ? optionLabel(REFERRAL_OPTIONS, row.referral) : ""),
    },
    { header: "Cover letter", value: (row) => row.coverLetter },
    { header: "Résumé file", value: (row) => row.resumeFileName },
    // One column, not one per question: an export spans jobs with different
    // questions, and each answer keeps the question as it was asked (decision 043).
    {
      header: "Screening answers",
      value: (row) =>
        readScreeningAnswers(row.screeningAnswers)
          .map((answer) => `${answer.question}: ${answer.answer ?? "(not answered)"}`)
          .join("\n"),
    },
    {
      header: "Knockout",
      value: (row) =>
        readScreeningAnswers(row.screeningAnswers).map(knockoutLabel).filter(Boolean).join("\n"),
    },
    ...visitSourceCsvColumns<Application>(),
    { header: "Admin link", value: (row) => `${publicUrl}/admin/applications/${row.id}` },
  ];
}

/**
 * The filtered inbox as CSV. Checks the admin and records application.export
 * (how many rows, which filters): exports of personal data are audited.
 */
export async function exportApplicationsCsv(
  actor: Actor,
  filters: ApplicationViewFilters,
): Promise<{ csv: string; fileName: string; rows: number }> {
  assertActorMay(actor, "applications");
  const rows = await db()
    .select()
    .from(applications)
    .where(applicationsWhere(filters))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(MAX_EXPORT_ROWS);
  const csv = toCsv(applicationCsvColumns(getEnv().PUBLIC_URL), rows);
  await recordAudit({
    action: "application.export",
    actor: actor.user,
    ip: actor.ip,
    details: {
      rows: rows.length,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.job ? { job: filters.job } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.answers ? { answers: filters.answers } : {}),
      ...(filters.source ? { source: filters.source } : {}),
    },
  });
  return { csv, fileName: csvFileName("applications"), rows: rows.length };
}
