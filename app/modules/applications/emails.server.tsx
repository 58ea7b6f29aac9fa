import { greeting } from "~/utils/greeting";
import type { CompanyInfo } from "~/modules/company/company-info";
import { EmailShell, FieldTable, renderEmail, type Email } from "~/utils/email-layout.server";
import {
  EXPERIENCE_OPTIONS,
  REFERRAL_OPTIONS,
  optionLabel,
  type ApplicationInput,
} from "./application-schema";

type ApplicationFacts = {
  input: Omit<ApplicationInput, "resume" | "idempotencyKey">;
  jobTitle: string;
  resume: { fileName: string; size: number };
  adminUrl: string;
};

function rows({ input, jobTitle, resume }: ApplicationFacts) {
  return [
    ["Position", jobTitle],
    ["Name", `${input.firstName} ${input.lastName}`],
    ["Email", input.email],
    ["Phone", input.phone],
    ["Location", input.location],
    ["Experience", optionLabel(EXPERIENCE_OPTIONS, input.experience)],
    ["LinkedIn", input.linkedin ?? "—"],
    ["Portfolio", input.portfolio ?? "—"],
    ["Heard about us", input.referral ? optionLabel(REFERRAL_OPTIONS, input.referral) : "—"],
    ["Résumé", `${resume.fileName} (${Math.ceil(resume.size / 1024)} KB)`],
  ] as const;
}

/** To the hiring team. The résumé stays on the server; the link opens it in the admin area. */
export function hiringTeamEmail(facts: ApplicationFacts, company: CompanyInfo): Email {
  const name = `${facts.input.firstName} ${facts.input.lastName}`;
  const subject = `New application: ${facts.jobTitle} — ${name}`;
  const text = [
    `A new application arrived through the ${company.name} careers page.`,
    "",
    ...rows(facts).map(([label, value]) => `${label}: ${value}`),
    "",
    "Cover letter:",
    facts.input.coverLetter,
    "",
    `Review it and download the résumé in the admin area: ${facts.adminUrl}`,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title={`New application for ${facts.jobTitle}`}>
      <FieldTable rows={rows(facts)} />
      <h2 style={{ fontSize: "16px" }}>Cover letter</h2>
      <p style={{ whiteSpace: "pre-wrap" }}>{facts.input.coverLetter}</p>
      <p>
        Review it and download the résumé in the admin area:{" "}
        <a href={facts.adminUrl}>{facts.adminUrl}</a>
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/**
 * To the applicant: a fixed confirmation naming only the position, so the
 * form cannot be used to send arbitrary text to arbitrary addresses.
 */
export function applicantConfirmationEmail(
  facts: Pick<ApplicationFacts, "jobTitle"> & {
    general?: boolean;
    firstName?: string;
    /** The candidate's private status page (candidate-links.server.ts). */
    statusUrl?: string;
  },
  company: CompanyInfo,
): Email {
  const hello = greeting(facts.firstName);
  const subject = `We received your application — ${company.name}`;
  const lines = [
    facts.general
      ? `Thank you for sending your CV to ${company.name}.`
      : `Thank you for applying for the ${facts.jobTitle} position at ${company.name}.`,
    facts.general
      ? "Our recruiting team keeps it on file and will contact you when a role opens that matches your background."
      : "Our recruiting team reviews every application personally. If your background is a match, we will contact you to schedule an initial interview, usually within one to two weeks.",
    "If you did not submit this application, you can ignore this email.",
  ];
  const statusLine =
    "Follow your application, withdraw it or replace your résumé on your private status page (keep this link to yourself):";
  const text = [
    hello,
    "",
    ...lines.flatMap((line) => [line, ""]),
    ...(facts.statusUrl ? [statusLine, facts.statusUrl, ""] : []),
    `${company.name} · ${company.phone} · ${company.email}`,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="Thank you for your application">
      <p>{hello}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {facts.statusUrl ? (
        <p>
          {statusLine} <a href={facts.statusUrl}>{facts.statusUrl}</a>
        </p>
      ) : null}
      <p>
        {company.name} · {company.phone} · {company.email}
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}
