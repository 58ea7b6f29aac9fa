import { greeting } from "~/utils/greeting";
import type { CompanyInfo } from "~/modules/company/company-info";
import { EmailShell, FieldTable, renderEmail, type Email } from "~/utils/email-layout.server";
import { serviceLabel, type InquiryInput } from "./inquiry-schema";

const FIELD_ROWS = (input: InquiryInput) =>
  [
    ["Name", input.name],
    ["Email", input.email],
    ["Phone", input.phone ?? "—"],
    ["Company", input.company],
    ["Service", serviceLabel(input.service)],
  ] as const;

/** To the team: every field, Reply-To set to the visitor by the caller. */
export function teamNotificationEmail(input: InquiryInput, company: CompanyInfo): Email {
  const subject = `New inquiry from ${input.name} (${input.company})`;
  const text = [
    `A new message arrived through the ${company.name} contact form.`,
    "",
    ...FIELD_ROWS(input).map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    input.message,
    "",
    "Reply to this email to answer the sender directly.",
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="New contact inquiry">
      <FieldTable rows={FIELD_ROWS(input)} />
      <h2 style={{ fontSize: "16px" }}>Message</h2>
      <p style={{ whiteSpace: "pre-wrap" }}>{input.message}</p>
      <p>Reply to this email to answer the sender directly.</p>
    </EmailShell>,
  );
  return { subject, text, html };
}

/**
 * To the visitor: a fixed confirmation. It repeats nothing the visitor typed
 * but a first name that reads as one (utils/greeting) and the chosen service, so the form cannot be used to send arbitrary
 * text to arbitrary addresses.
 */
export function visitorConfirmationEmail(input: InquiryInput, company: CompanyInfo): Email {
  const subject = `We received your message — ${company.name}`;
  const service = serviceLabel(input.service);
  const hello = greeting(input.name);
  const text = [
    hello,
    "",
    `Thank you for contacting ${company.name} about ${service}. Our team will get back to you within 24 hours (Monday to Friday).`,
    "",
    "If you did not send this message, you can ignore this email.",
    "",
    `${company.name} · ${company.phone} · ${company.email}`,
  ].join("\n");
  const html = renderEmail(
    <EmailShell title="Thank you for your message">
      <p>{hello}</p>
      <p>
        Thank you for contacting {company.name} about {service}. Our team will get back to you
        within 24 hours (Monday to Friday).
      </p>
      <p>If you did not send this message, you can ignore this email.</p>
      <p>
        {company.name} · {company.phone} · {company.email}
      </p>
    </EmailShell>,
  );
  return { subject, text, html };
}
