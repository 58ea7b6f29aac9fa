import type { CompanyInfo } from "~/modules/company/company-info";
import { EmailShell, renderEmail, type Email } from "~/utils/email-layout.server";
import { JOB_ALERT_CONFIRM_DAYS, frequencyLabel } from "./job-alert-schema";

/**
 * The e-mails of job alerts. Every alert carries its own manage link and
 * the RFC 8058 one-click headers (alertHeaders), so a mail program's
 * "Unsubscribe" button works without opening the site.
 */

export type AlertJob = { title: string; department: string; location: string; url: string };

function footer(company: CompanyInfo): string {
  return `${company.name} · ${company.phone} · ${company.email}`;
}

/** To the address just entered: the link that turns the saved search on (double opt-in). */
export function confirmAlertEmail(
  facts: { searchLabel: string; frequency: string; url: string },
  company: CompanyInfo,
): Email {
  const subject = `Confirm your job alert — ${company.name}`;
  const ask = `Someone (we hope you) asked for new ${company.name} jobs matching "${facts.searchLabel}" by e-mail (${frequencyLabel(facts.frequency).toLowerCase()}).`;
  const act = "Open this link to confirm and start the alerts:";
  const expiry = `The link works for ${JOB_ALERT_CONFIRM_DAYS} days. If you did not ask for this, ignore this e-mail: you will hear nothing more.`;
  const text = [ask, "", act, facts.url, "", expiry, "", footer(company)].join("\n");
  const html = renderEmail(
    <EmailShell title="Confirm your job alert">
      <p>{ask}</p>
      <p>
        {act} <a href={facts.url}>{facts.url}</a>
      </p>
      <p>{expiry}</p>
      <p>{footer(company)}</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** The same search asked for again by a confirmed subscriber: nothing changes, here is the manage link. */
export function alreadySubscribedEmail(
  facts: { searchLabel: string; url: string },
  company: CompanyInfo,
): Email {
  const subject = `Your job alert — ${company.name}`;
  const said = `You already get new jobs matching "${facts.searchLabel}" by e-mail. Nothing was changed.`;
  const act = "To change how often you hear from us, or to stop, open:";
  const text = [said, "", act, facts.url, "", footer(company)].join("\n");
  const html = renderEmail(
    <EmailShell title="You already have this job alert">
      <p>{said}</p>
      <p>
        {act} <a href={facts.url}>{facts.url}</a>
      </p>
      <p>{footer(company)}</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** New jobs for one subscriber: one job (instant) or the day's or week's (digest). */
export function jobAlertEmail(
  facts: { searchLabel: string; jobs: AlertJob[]; manageUrl: string; searchUrl: string },
  company: CompanyInfo,
): Email {
  const [first] = facts.jobs;
  const subject =
    facts.jobs.length === 1 && first
      ? `New job: ${first.title} — ${company.name}`
      : `${facts.jobs.length} new jobs — ${company.name}`;
  const why = `You get this because you asked for new jobs matching "${facts.searchLabel}".`;
  const manage = "Change how often, or unsubscribe:";
  const text = [
    ...facts.jobs.flatMap((job) => [
      job.title,
      [job.department, job.location].filter(Boolean).join(" · "),
      job.url,
      "",
    ]),
    `All matching jobs: ${facts.searchUrl}`,
    "",
    why,
    `${manage} ${facts.manageUrl}`,
    "",
    footer(company),
  ].join("\n");
  const html = renderEmail(
    <EmailShell title={facts.jobs.length === 1 ? "A new job for you" : "New jobs for you"}>
      <ul>
        {facts.jobs.map((job) => (
          <li key={job.url}>
            <a href={job.url}>{job.title}</a>
            <br />
            {[job.department, job.location].filter(Boolean).join(" · ")}
          </li>
        ))}
      </ul>
      <p>
        <a href={facts.searchUrl}>All matching jobs</a>
      </p>
      <p>{why}</p>
      <p>
        {manage} <a href={facts.manageUrl}>{facts.manageUrl}</a>
      </p>
      <p>{footer(company)}</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/** RFC 8058: the mail program posts `List-Unsubscribe=One-Click` to the first URL. */
export function alertHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
