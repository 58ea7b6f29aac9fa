import type { CompanyInfo } from "~/modules/company/company-info";
import { EmailShell, renderEmail, type Email } from "~/utils/email-layout.server";
import { greeting } from "~/utils/greeting";
import { DATA_REQUEST_LINK_HOURS } from "./candidate-status-schema";

const WORDS = {
  export: {
    subject: "Confirm: a copy of your data",
    title: "Download a copy of your data",
    ask: "You asked for a copy of everything we hold about you (your applications, résumés, messages and e-mails).",
    act: "Open this link to download it as one ZIP file:",
  },
  erase: {
    subject: "Confirm: erase your data",
    title: "Erase your data",
    ask: "You asked us to erase everything we hold about you: every application and résumé, every message and the e-mails we kept. This cannot be undone.",
    act: "Open this link to confirm the erasure:",
  },
} as const;

/**
 * To the address the application was made with: the one-time link that
 * confirms a data copy or an erasure asked for on the status page. Only a
 * person who reads that mailbox can carry it out.
 */
export function dataRequestEmail(
  kind: keyof typeof WORDS,
  facts: { firstName: string; url: string },
  company: CompanyInfo,
): Email {
  const words = WORDS[kind];
  const hello = greeting(facts.firstName);
  const expiry = `The link works once, for ${DATA_REQUEST_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing happens.`;
  const subject = `${words.subject} — ${company.name}`;
  const text = [
    hello,
    "",
    words.ask,
    "",
    words.act,
    facts.url,
    "",
    expiry,
    "",
    `${company.name} · ${company.phone} · ${company.email}`,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title={words.title}>
      <p>{hello}</p>
      <p>{words.ask}</p>
      <p>
        {words.act} <a href={facts.url}>{facts.url}</a>
      </p>
      <p>{expiry}</p>
      <p>
        {company.name} · {company.phone} · {company.email}
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}
