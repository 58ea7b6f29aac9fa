import type { CompanyInfo } from "~/modules/company/company-info";
import { EmailShell, renderEmail, type Email } from "~/utils/email-layout.server";
import { greeting } from "~/utils/greeting";

/**
 * The invitation to apply (decision 050): to someone who applied before and
 * asked to be considered for future openings. It says why they hear from us
 * and how to stop it — it is not marketing, it is the consent they gave.
 */
export function invitationEmail(
  facts: { firstName: string; jobTitle: string; location: string; url: string },
  company: CompanyInfo,
): Email {
  const subject = `An opening that may suit you: ${facts.jobTitle} — ${company.name}`;
  const hello = greeting(facts.firstName);
  const why = `When you applied to ${company.name}, you asked us to consider you for future openings. This one looks like a match for your application:`;
  const job = `${facts.jobTitle} (${facts.location})`;
  const act = "Read about it and apply here:";
  const stop = `Not interested? Ignore this e-mail: we never invite you twice to the same job. To be left out of future openings, or to have your data erased, reply to this e-mail.`;
  const footer = `${company.name} · ${company.phone} · ${company.email}`;
  const text = [hello, "", why, job, "", act, facts.url, "", stop, "", footer].join("\n");
  const html = renderEmail(
    <EmailShell title={`${facts.jobTitle} at ${company.name}`}>
      <p>{hello}</p>
      <p>{why}</p>
      <p>
        <strong>{job}</strong>
      </p>
      <p>
        {act} <a href={facts.url}>{facts.url}</a>
      </p>
      <p>{stop}</p>
      <p>{footer}</p>
    </EmailShell>,
  );
  return { subject, text, html };
}
